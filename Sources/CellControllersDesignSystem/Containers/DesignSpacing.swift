import CellControllers

/// The design system's spacing scale, as hh.ru's: numeric types get `.s`, `.m`, `.l`, `.xl`, so
/// layouts read `EdgeInsets(top: .l, bottom: .l)`.
///
/// Text hosts measure in columns and lines, so the scale is the design points divided by eight
/// and rounded: s (8 pt) = 1, m (16 pt) = 2, l (24 pt) = 3, xl (32 pt) = 4.
public protocol DesignSpacing: ExpressibleByIntegerLiteral {}

extension DesignSpacing {
    /// Small: 8 pt, one column or line.
    public static var s: Self { 1 }
    /// Medium: 16 pt, two columns or lines; the standard horizontal margin.
    public static var m: Self { 2 }
    /// Large: 24 pt, three columns or lines.
    public static var l: Self { 3 }
    /// Extra large: 32 pt, four columns or lines.
    public static var xl: Self { 4 }
}

extension Double: DesignSpacing {}
extension Int: DesignSpacing {}
