/// A screen of sections measured in whole lines, as the pinned header and footer suites model
/// it: per section a header and a footer height (0: none) and an item count, items one line tall
/// in `columns` columns, in a viewport `viewport` lines tall. The conforming models add what
/// they pin; the geometry is here once.
protocol LineSections {
    var headers: [Int] { get }
    var counts: [Int] { get }
    var footers: [Int] { get }
    var columns: Int { get }
    var viewport: Int { get }
}

extension LineSections {
    /// The rows of items of `section`.
    func rows(_ section: Int) -> Int { (counts[section] + columns - 1) / columns }
    /// The lines `section` takes: header, rows, footer.
    func extent(_ section: Int) -> Int { headers[section] + rows(section) + footers[section] }
    /// The first line of `section`.
    func top(_ section: Int) -> Int { (0..<section).reduce(0) { $0 + extent($1) } }
    /// The line after `section`.
    func bottom(_ section: Int) -> Int { top(section) + extent(section) }
    /// The ids of the items of `section`, numbered across sections.
    func ids(_ section: Int) -> Range<Int> {
        let first = counts[..<section].reduce(0, +)
        return first..<first + counts[section]
    }
    /// The lines of the whole screen.
    var contentHeight: Int { bottom(headers.count - 1) }
    /// The largest offset a viewport can scroll to.
    var maxOffset: Int { max(0, contentHeight - viewport) }
}
