// MISUSE: a left part put on the right of a left/right row (and a right part on the left).
// LeftPart and RightPart are distinct protocols, so only the design's combinations compile.
import CellControllers
import CellControllersDesignSystem

@MainActor func misuse() {
    _ = LeftRightContent(left: LeftTitle("Region"), right: LeftTitle("Russia")) // expected-error: requires that 'LeftTitle' conform to 'RightPart'
    _ = LeftRightContent(left: .title("Region"), right: .title("Russia")) // expected-error: type 'RightPart' has no member 'title'
    _ = LeftRightContent(left: RightChevron(), right: RightChevron()) // expected-error: requires that 'RightChevron' conform to 'LeftPart'
}
