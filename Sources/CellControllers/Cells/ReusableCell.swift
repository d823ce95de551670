/// A cell that belongs to exactly one kind of container, its ``Host``.
///
/// This is one half of the pairing at the heart of CellControllers (the other is
/// ``ReusableCellHolder``): ``TableCell`` names ``TableHost`` as its host and ``GridCell``
/// names ``GridHost``, so every subclass inherits the right host and a controller of a grid cell
/// is a `CellController<GridHost>`, which a table's adapter does not accept. The mistake is a
/// compile error, not a crash.
///
/// ## Only the library's cell families are cells
/// The protocol is sealed: every conforming type is a subclass of ``TableCell`` or ``GridCell``
/// (or of another family CellControllers itself defines). Three rules make that a compile-time
/// fact rather than a convention:
/// - A cell must inherit from ``CellView`` (a superclass requirement), whose initialiser is
///   internal: a class outside the library that inherits `CellView` directly can be declared, but
///   never instantiated.
/// - ``init(reuseIdentifier:)`` is required, so a conforming class must be able to make
///   instances of itself, and a designated initialiser of a `CellView` subclass must call
///   `CellView`'s. Outside the library only subclasses of ``TableCell`` and ``GridCell`` can,
///   through their public `required init(reuseIdentifier:)`, which they inherit.
/// - ``TableCell`` and ``GridCell`` implement ``baseCell`` as a `final` member, so a subclass
///   cannot make it return anything but itself.
///
/// A hand-written conformance is therefore rejected with "'ReusableCell' requires that 'Fake'
/// inherit from 'CellView'", "type 'Fake' does not conform to protocol 'ReusableCell'" or
/// "'CellView' initializer is inaccessible due to 'internal' protection level". The one way to
/// satisfy the compiler anyway is an initialiser that never returns (`fatalError()`), which
/// never produces a cell either.
///
/// ## Why the constraint only runs one way here
/// A pairing of cells and hosts could also require `Host.CellType == Self` on the cell
/// side. Swift 6 rejects that
/// same-type requirement for non-final classes, and cells *must* be open classes (users subclass
/// them, as they subclass `UITableViewCell`). So the cell side names its host, the host side
/// (``ReusableCellHolder/CellType``) requires `CellType.Host == Self` (sound, because the
/// hosts are final), and "a subclass of the host's base cell", which Swift cannot state for an
/// associated type, is what ``baseCell`` returns: the cell itself, typed as its host's base
/// cell, so the host stores any registered subclass without a cast.
@MainActor
public protocol ReusableCell: CellView {
    /// The container this cell can be displayed in.
    associatedtype Host: ReusableCellHolder

    /// Creates a cell for the reuse queue `reuseIdentifier`: how a host makes new instances of a
    /// registered class (``CellView/prepareForReuse()`` readies old ones).
    ///
    /// ``TableCell`` and ``GridCell`` implement it as a public `required init`, which subclasses
    /// inherit (or override, calling `super`).
    init(reuseIdentifier: String)

    /// This cell, typed as its host's base cell (``TableCell`` or ``GridCell``).
    ///
    /// ``TableCell`` and ``GridCell`` implement it as `final` and return `self`.
    var baseCell: Host.CellType { get }
}

extension ReusableCell {
    /// The reuse identifier a controller uses for this cell class unless told otherwise:
    /// the fully qualified type name (`String(reflecting:)`), so that two modules' `PhotoCell`
    /// never collide.
    /// - Complexity: O(1): the name is built once per class (building it is far too slow for
    ///   every dequeue), then read from a table by the class's identity.
    package static var defaultReuseIdentifier: String {
        let key = ObjectIdentifier(Self.self)
        if let last = DefaultReuseIdentifiers.last, last.key == key { return last.name }
        let name: String
        if let known = DefaultReuseIdentifiers.names[key] {
            name = known
        } else {
            name = String(reflecting: Self.self)
            DefaultReuseIdentifiers.names[key] = name
        }
        DefaultReuseIdentifiers.last = (key, name)
        return name
    }
}

/// The default reuse identifiers built so far, by cell class (a generic protocol extension has
/// no static storage of its own).
@MainActor
enum DefaultReuseIdentifiers {
    static var names: [ObjectIdentifier: String] = [:]
    /// The class asked last and its name: a screen's controllers mostly share one cell class,
    /// so most dequeues read this without hashing.
    static var last: (key: ObjectIdentifier, name: String)?
}
