import CellControllers
import CellControllersDesignSystem
import Testing

@MainActor
@Suite("Left/right content")
struct LeftRightTests {
    func render<Left: LeftPart, Right: RightPart>(_ content: LeftRightContent<Left, Right>, width: Int = 30) -> [String] {
        let view = LeftRightView<Left, Right>()
        view.update(with: content)
        return view.render(width: width)
    }

    @Test("Each left part renders after a medium margin")
    func leftParts() {
        #expect(render(LeftRightContent(left: .title("Search region"))) == ["  Search region"])
        #expect(render(LeftRightContent(left: .iconTitle(.star, "Favourites"))) == ["  ★ Favourites"])
        #expect(render(LeftRightContent(left: .checkboxTitle("New messages", isChecked: true))) == ["  [x] New messages"])
        #expect(render(LeftRightContent(left: .checkboxTitle("Offers", isChecked: false))) == ["  [ ] Offers"])
        #expect(render(LeftRightContent(left: .imageTitleSubtitle(.avatar("JD"), title: "Jane Doe", subtitle: "Edit profile")))
            == ["  (JD) Jane Doe", "       Edit profile"])
    }

    @Test("Each right part is pinned a medium margin before the trailing edge")
    func rightParts() {
        let title = LeftTitle("Region")
        #expect(render(LeftRightContent(left: title, right: .chevron)) == ["  Region                   ›"])
        #expect(render(LeftRightContent(left: title, right: .detailChevron("Russia"))) == ["  Region            Russia ›"])
        #expect(render(LeftRightContent(left: title, right: .badge("3"))) == ["  Region                 (3)"])
        #expect(render(LeftRightContent(left: title, right: .toggle(isOn: true))) == ["  Region                [ ●]"])
        #expect(render(LeftRightContent(left: title, right: .toggle(isOn: false))) == ["  Region                [○ ]"])
        #expect(render(LeftRightContent(left: title, right: .empty)) == ["  Region"])
    }

    @Test("The right part sits on the middle line; the separator is one more line")
    func twoLinesAndSeparator() {
        let profile = LeftRightContent(
            left: .imageTitleSubtitle(.avatar("JD"), title: "Jane Doe", subtitle: "Edit profile"),
            right: .chevron, separator: .inset(.m))
        #expect(render(profile) == [
            "  (JD) Jane Doe            ›",
            "       Edit profile",
            "  ──────────────────────────",
        ])
        #expect(render(LeftRightContent(left: .title("a"), separator: .full), width: 6) == ["  a", "──────"])
        #expect(render(LeftRightContent(left: .title("a"), separator: .inset(left: 1, right: 3)), width: 6) == ["  a", " ──"])
    }

    @Test("When space runs out, the left part is cut first")
    func narrow() {
        #expect(render(LeftRightContent(left: .title("Search region"), right: .detailChevron("Russia")), width: 12) == ["  Russia ›"])
        #expect(render(LeftRightContent(left: .title("Search region"), right: .chevron), width: 12) == ["  Searc… ›"])
        #expect(render(LeftRightContent(left: .title("one two three four five", numberOfLines: 2)), width: 14) == ["  one two", "  three fou…"])
        #expect(render(LeftRightContent(left: .title("one two three four five", numberOfLines: 0)), width: 14) == ["  one two", "  three four", "  five"])
    }

    @Test("Dot syntax builds the same typed parts")
    func factories() {
        #expect(LeftRightContent(left: .title("a"), right: .chevron) == LeftRightContent(left: LeftTitle("a"), right: RightChevron()))
        let item: LeftRightItem<LeftIconTitle, RightBadge> = ContainerItem(id: 1, content: LeftRightContent(left: .iconTitle(.mail, "Inbox"), right: .badge("2")))
        #expect(item.content.right.value == "2")
        #expect(LeftRightContent(left: .title("a")).right == RightEmpty())
    }
}
