// TEMPORARY: replaced by Layout/HeightTree.swift and Layout/SectionOffsets.swift
struct HeightTree: Sendable {
    struct Element: Equatable, Sendable { var height: Double; var isMeasured: Bool }
    var a: [Element] = []
    init() {}
    init(repeating height: Double, count: Int, isMeasured: Bool) { a = .init(repeating: Element(height: height, isMeasured: isMeasured), count: count) }
    init<S: Sequence>(_ elements: S) where S.Element == Element { a = Array(elements) }
    var count: Int { a.count }
    var totalHeight: Double { a.reduce(0) { $0 + $1.height } }
    var measuredCount: Int { a.filter(\.isMeasured).count }
    subscript(index: Int) -> Element { get { a[index] } set { a[index] = newValue } }
    func offset(of index: Int) -> Double { a[..<index].reduce(0) { $0 + $1.height } }
    func index(containing offset: Double) -> Int? {
        if a.isEmpty { return nil }
        var s = 0.0
        for (i, e) in a.enumerated() { if offset < s + e.height { return i }; s += e.height }
        return a.count - 1
    }
    mutating func insert(_ element: Element, at index: Int) { a.insert(element, at: index) }
    @discardableResult mutating func remove(at index: Int) -> Element { a.remove(at: index) }
    func forEach(in range: Range<Int>, _ body: (Int, Element) -> Void) { for i in range { body(i, a[i]) } }
}
struct SectionOffsets: Sendable {
    var a: [Double]
    init(_ heights: [Double]) { a = heights }
    var count: Int { a.count }
    var total: Double { a.reduce(0, +) }
    subscript(i: Int) -> Double { get { a[i] } set { a[i] = newValue } }
    func offset(of i: Int) -> Double { a[..<i].reduce(0, +) }
    func index(containing offset: Double) -> Int? {
        if a.isEmpty { return nil }
        var s = 0.0
        for (i, e) in a.enumerated() { if offset < s + e { return i }; s += e }
        return a.count - 1
    }
}
