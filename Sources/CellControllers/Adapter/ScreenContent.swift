/// What one apply asks a ``CellControllerAdapter`` to show, besides the snapshot: the
/// controllers themselves (a screen of ``ControllerSection``s), or the factory that makes them on
/// demand from the snapshot's models.
@MainActor
enum ScreenContent<Host: CellHosting> {
    /// Sections of controllers made up front: every item has its controller.
    case controllers([ControllerSection<Host>])
    /// A snapshot of models: controllers are made by the factory when an item is displayed,
    /// measured or receives an event (see `LiveControllers`).
    case models(ErasedControllerFactory<Host>)
}
