import CellControllers
import CellControllersDesignSystem
import Testing

@MainActor
@Suite("Design-system components")
struct ComponentTests {
    func render<Content: ContainerContent>(_ content: Content, width: Int) -> [String] {
        let view = Content.View()
        view.update(with: content)
        return view.render(width: width)
    }

    @Test("Headers: regular is the title, large is underlined")
    func headers() {
        #expect(render(HeaderContent("Menu"), width: 20) == ["  Menu"])
        #expect(render(HeaderContent("Push notifications", style: .large), width: 30) == ["  Push notifications", "  ══════════════════"])
        #expect(render(HeaderContent("Push notifications", style: .large), width: 12) == ["  Push no…", "  ════════"])
    }

    @Test("Status and button views centre their text")
    func statusAndButton() {
        #expect(render(StatusContent(.loading, message: "Loading…"), width: 14) == ["  ◌ Loading…  "])
        #expect(render(StatusContent(.error, message: "Could not load the list"), width: 14) == [" ✕ Could not  ", "load the list "])
        #expect(render(ButtonContent("Retry"), width: 13) == ["  [ Retry ]  "])
        #expect(render(ButtonContent("Retry"), width: 6) == ["[ Ret…"])
    }

    @Test("Cards frame their inner view and report its height plus the borders")
    func cards() {
        let view = CardView<DSNoteContent>()
        view.update(with: CardContent(title: "A very long title", DSNoteContent(text: "x")))
        #expect(view.preferredHeight(forWidth: 12) == 3)
        #expect(view.render(width: 12) == ["┌─ A very …┐", "│ # x      │", "└──────────┘"])
        #expect(view.render(width: 3).isEmpty)
    }

    @Test("The design spacing scale reads as numbers")
    func spacing() {
        #expect([Double.s, .m, .l, .xl] == [1, 2, 3, 4])
        #expect(EdgeInsets(top: .l, left: .m) == EdgeInsets(top: 3, left: 2))
        let margin: Int = .m
        #expect(margin == 2)
    }
}
