import CellControllers
import Testing
@testable import example

/// `--screen carousels`: a carousel of each paging kind; `--swipe-carousel` swipes one and says
/// where each swipe rests: the paged kinds one page per swipe, the continuous ones as far as
/// the swipe went.
@MainActor
@Suite("Example carousels")
struct CarouselsExampleTests {
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "carousels", "--layout", "grid", "--width", "40"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("every paging kind has a carousel; the centred one starts with its first card in the middle")
    func listing() {
        let lines = run([])
        #expect(lines.filter { $0.hasPrefix(".") }.count == CarouselsScreen.kinds.count)
        #expect(lines[0] == ".none: free scrolling")
        #expect(lines[2] == "[Card 1] [Card 2] [Card 3] [Card 4] [Car")
        #expect(lines[17] == "                [Card 1] [Card 2] [Card")
    }

    @Test("a long swipe moves a paged carousel one page, a continuous one as far as it went")
    func longSwipes() {
        #expect(run(["--swipe-carousel", "page:50,50,-3"]).suffix(3) == [
            "swiped page by 50: from 0 to 40", "swiped page by 50: from 40 to 67", "swiped page by -3: from 67 to 40",
        ])
        #expect(run(["--swipe-carousel", "paged-group:100"]).last == "swiped paged-group by 100: from 0 to 18")
        #expect(run(["--swipe-carousel", "centered:100,1"]).suffix(2) == ["swiped centered by 100: from -16 to -7", "swiped centered by 1: from -7 to 2"])
        #expect(run(["--swipe-carousel", "item:50"]).last == "swiped item by 50: from 0 to 54")
        #expect(run(["--swipe-carousel", "group:3"]).last == "swiped group by 3: from 0 to 18")
        #expect(run(["--swipe-carousel", "none:13"]).last == "swiped none by 13: from 0 to 13")
    }

    @Test("a swiped carousel is drawn where it rests")
    func drawnWhereItRests() {
        let lines = run(["--swipe-carousel", "page:5"])
        // The .page carousel (its cards on line 11) moved by the viewport's width, 40 columns.
        #expect(lines[11] == "d 5] [Card 6] [Card 7] [Card 8] [Card 9]")
        #expect(lines[2] == "[Card 1] [Card 2] [Card 3] [Card 4] [Car")
    }

    @Test("an unknown carousel, a malformed swipe, or another screen is refused")
    func refusals() {
        #expect(ExampleRun.failure(["--screen", "carousels", "--layout", "grid", "--swipe-carousel", "bogus:1"]).contains("the carousels are none, item, group, page, paged-group, centered"))
        #expect(ExampleRun.failure(["--screen", "carousels", "--layout", "grid", "--swipe-carousel", "page"]).contains("must be KIND:DISTANCE"))
        #expect(ExampleRun.failure(["--screen", "wifi", "--swipe-carousel", "page:1"]).contains("applies to --screen carousels"))
    }
}
