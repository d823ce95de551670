import CellControllers

/// A left part showing an image, with a title and a subtitle below it next to the image.
public struct LeftImageTitleSubtitle: LeftPart {
    /// The image, such as ``Glyph/avatar(_:)``.
    public var image: Glyph
    /// The title, on the first line.
    public var title: String
    /// The subtitle, on the second line, aligned with the title.
    public var subtitle: String

    /// Creates an image, title and subtitle part.
    public init(image: Glyph, title: String, subtitle: String) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
    }

    /// Two lines: the image and the title, then the subtitle under the title.
    public func lines(width: Int) -> [String] {
        let indent = String(repeating: " ", count: image.width)
        return ["\(image.symbol) \(title)", "\(indent) \(subtitle)"]
    }
}
