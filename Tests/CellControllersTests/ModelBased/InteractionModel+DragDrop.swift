import CellControllers

/// Drag and drop in the reference model, on typed screens of either kind: a `DiffableDataSource`
/// over the driver's adapter (of models, or of controller sections) begins drags of one item,
/// hovers them over places of the host (any section), over nothing, drops and cancels them,
/// interleaved with every other operation. A screen of controller sections drags its controllers
/// themselves: the dropped item keeps its controller object (see `InteractionModel+ControllerScreen`).
///
/// Within its own host a drag of one item is the host's interactive move (live reorder while
/// it hovers), so the reference keeps it in `reference.movement` like a move, and a drop is
/// predicted as the end of that move: the same data, deliveries and checks.
extension InteractionModel {
    /// The driver's drag: the data source over its adapter (`dataSource()`), the session (kept after it ends,
    /// to check that it refuses), the dragged item and the place the session hovers over.
    @MainActor
    struct DragState<H: InteractionModelHost> {
        var dataSource: DiffableDataSource<SectionModel, Item, H>?
        /// The session, of models or of controllers.
        var session: (any DraggedItems)?
        /// Hovers the session over the screen it comes from, at a place.
        var hover: ((ItemPath) throws(DragError) -> Void)?
        /// The controllers the session of a screen of controller sections holds (its items), as
        /// the app's: alive while the app keeps the session.
        var heldControllers: Set<ObjectIdentifier> = []
        /// The dragged item, while the drag is in progress.
        var id: Int?
        /// Where a drop would put it (after the redirect), or `nil` over nothing.
        var place: ItemPath?
    }

    /// What the model does with a drag session, whatever its payload (models or controllers).
    @MainActor
    protocol DraggedItems: AnyObject {
        var isActive: Bool { get }
        var destination: ItemPath? { get }
        func hoverOverNothing() throws(DragError)
        func drop() throws(DragError) -> DragOutcome
        func cancel() throws(DragError)
    }
}

extension DragSession: InteractionModel.DraggedItems {}

extension InteractionModel.Generator {
    /// Drag operations, on typed screens of either kind: mostly carried on while a move (a
    /// drag's, or an interactive one) is in progress.
    mutating func drawDragDrop(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        guard !s.reference.data.sections.isEmpty else { return nil }
        let data = s.reference.data
        let moving = s.reference.movement != nil
        // Not while editing with the delete control (screens of controller sections): the host
        // hides the delete controls while a drag hovers over it (its interactive move), which a
        // fresh host (not moving) cannot show, as for `beginMove`.
        let hidesDeleteControls = config.deleteControl && s.reference.editing
        switch random.int(0..<20) {
        case 0..<5 where !moving && !hidesDeleteControls:
            let ids = data.allItems.map(\.id)
            return ids.isEmpty ? nil : .beginDrag(random.pick(ids))
        case 0..<11 where !hidesDeleteControls:
            let section = random.pick(data.sections)
            return .hoverDrag(section: section.id, item: random.int(0...section.items.count))
        case 11:
            return .hoverNothing
        case 12..<18:
            return .dropDrag
        default:
            return .cancelDrag
        }
    }
}

extension InteractionModel.Operation {
    /// The description of a drag operation.
    var dragDescription: String {
        switch self {
        case let .beginDrag(id): "begin dragging #\(id)"
        case let .hoverDrag(section, item): "drag over S\(section) item \(item)"
        case .hoverNothing: "drag over nothing"
        case .dropDrag: "drop"
        case .cancelDrag: "cancel the drag"
        default: ""
        }
    }
}

extension InteractionModel.Driver {
    /// The app's data source of a screen of models: over the driver's adapter, with its factory
    /// and the outline handlers. The applies, updates, outlines, deletions and drags of typed
    /// screens go through it.
    func dataSource() -> DiffableDataSource<InteractionModel.SectionModel, InteractionModel.Item, H> {
        if let dataSource = drag.dataSource { return dataSource }
        let dataSource = DiffableDataSource<InteractionModel.SectionModel, InteractionModel.Item, H>(host: adapter.host, factory: factory)
        dataSource.sectionSnapshotHandlers = outlineHandlers
        drag.dataSource = dataSource
        return dataSource
    }

    /// Performs a drag operation and predicts it; returns the deliveries expected.
    func performDrag(_ operation: InteractionModel.Operation) -> [InteractionModel.Delivery]? {
        let data = reference.data
        switch operation {
        case let .beginDrag(id):
            guard let path = data.path(of: id) else { return [] }
            let inProgress = drag.session?.isActive == true
            do {
                switch config.kind {
                case .models:
                    let dataSource = dataSource()
                    let session = try dataSource.beginDrag(at: path)
                    drag.session = session
                    drag.heldControllers = []
                    drag.hover = { [weak session, weak dataSource] place throws(DragError) in
                        guard let session, let dataSource else { return }
                        try session.hover(over: dataSource, at: place)
                    }
                case .controllers:
                    let screen = controllerScreen
                    let session = try screen.beginDrag(at: path)
                    drag.session = session
                    drag.heldControllers = Set(session.items.map(ObjectIdentifier.init))
                    drag.hover = { [weak session, weak screen] place throws(DragError) in
                        guard let session, let screen else { return }
                        try session.hover(over: screen, at: place)
                    }
                    statistics["drag: began on a screen of controller sections", default: 0] += 1
                }
                if inProgress { violations.append(Violation("drag.result", "a second drag of #\(id) began while one was in progress")) }
                drag.id = id
                drag.place = nil
                statistics["drag: began", default: 0] += 1
            } catch {
                if !inProgress || error != .dragInProgress {
                    violations.append(Violation("drag.result", "beginning to drag #\(id) at \(path) threw \(error)"))
                }
            }
            return []
        case let .hoverDrag(sectionID, index):
            guard let session = drag.session, let section = data.sectionIndex(of: sectionID) else { return [] }
            let place = ItemPath(item: index, section: section)
            let predicted = predictHover(at: place)
            if case .success = predicted, let id = drag.id, reference.movement == nil, let source = data.path(of: id) {
                // The host begins the move that shows the drag: revealed actions and a menu go.
                reference.revealed = nil
                reference.menus.presented = nil
                reference.movement = InteractionModel.Movement(id: id, target: source)
            }
            do {
                // The rows the live reorder reveals may apply (willDisplay hooks), and end or
                // carry the move as for any apply.
                try drag.hover?(place)
                let landed = session.destination
                guard case .success(let target) = predicted else {
                    violations.append(Violation("drag.result", "hovering at \(place) succeeded (at \(landed.map { "\($0)" } ?? "nil")); expected \(predicted)"))
                    return []
                }
                if landed != target { violations.append(Violation("drag.result", "hovering at \(place) targets \(landed.map { "\($0)" } ?? "nil"); expected \(target)")) }
                reference.movement?.target = target
                drag.place = target
                statistics[target.section == data.path(of: drag.id ?? -1)?.section ? "drag: hover in section" : "drag: hover across sections", default: 0] += 1
            } catch {
                if case .failure(let expected) = predicted, Self.kind(of: expected) == Self.kind(of: error) { return [] }
                violations.append(Violation("drag.result", "hovering at \(place) threw \(error); expected \(predicted)"))
            }
            return []
        case .hoverNothing:
            guard let session = drag.session else { return [] }
            let active = session.isActive
            do {
                try session.hoverOverNothing()
                if !active { violations.append(Violation("drag.result", "an ended session hovered over nothing")) }
                if let movement = reference.movement, movement.id == drag.id { reference.movement = nil }
                drag.place = nil
            } catch {
                if active || error != .notDragging { violations.append(Violation("drag.result", "hovering over nothing threw \(error)")) }
            }
            return []
        case .dropDrag:
            return drop()
        case .cancelDrag:
            guard let session = drag.session else { return [] }
            let active = session.isActive
            do {
                try session.cancel()
                if !active { violations.append(Violation("drag.result", "an ended session was cancelled")) }
                if let movement = reference.movement, movement.id == drag.id, data.path(of: movement.id) != nil { reference.movement = nil }
                drag.id = nil
                drag.place = nil
                statistics["drag: cancelled", default: 0] += 1
            } catch {
                if active || error != .notDragging { violations.append(Violation("drag.result", "cancelling the drag threw \(error)")) }
            }
            return []
        default:
            return []
        }
    }

    /// What a hover at `place` gives: the target after the redirect, or the error.
    private func predictHover(at place: ItemPath) -> Result<ItemPath, DragError> {
        let data = reference.data
        guard drag.session?.isActive == true else { return .failure(.notDragging) }
        guard let id = drag.id, let source = data.path(of: id) else { return .failure(.sourceChanged) }
        guard isPlace(place, from: source) else { return .failure(.destinationOutOfRange(place, sectionCount: 0, itemCount: nil)) }
        if let movement = reference.movement, movement.id != id {
            return .failure(.hostRefused(.alreadyMoving(source: data.path(of: movement.id) ?? source)))
        }
        return .success(config.redirectsMoves && place.section != source.section ? source : place)
    }

    /// Whether `place` is a destination for the item at `source` (as an interactive move's).
    private func isPlace(_ place: ItemPath, from source: ItemPath) -> Bool {
        let data = reference.data
        guard data.sections.indices.contains(place.section) else { return false }
        let count = data.sections[place.section].items.count
        return place.item >= 0 && place.item <= (place.section == source.section ? count - 1 : count)
    }

    /// Drops the drag and predicts it: over nothing, nothing changes; otherwise the host's
    /// interactive move (begun again if something ended it) moves the item, as `endMove` does.
    private func drop() -> [InteractionModel.Delivery] {
        guard let session = drag.session else { return [] }
        let data = reference.data
        var predicted: Result<DragOutcome, DragError>
        var target: ItemPath?
        let id = drag.id
        let source = id.flatMap { data.path(of: $0) }
        if !session.isActive {
            predicted = .failure(.notDragging)
        } else if let id, let source {
            if let place = drag.place {
                if !isPlace(place, from: source) {
                    // An apply since the hover changed the counts.
                    predicted = .failure(.destinationOutOfRange(place, sectionCount: 0, itemCount: nil))
                } else if let movement = reference.movement, movement.id != id {
                    predicted = .failure(.hostRefused(.alreadyMoving(source: data.path(of: movement.id) ?? source)))
                } else {
                    target = config.redirectsMoves && place.section != source.section ? source : place
                    predicted = .success(.moved)
                }
            } else {
                predicted = .success(.cancelled)
            }
        } else {
            predicted = .failure(.sourceChanged)
        }
        var expected: [InteractionModel.Delivery] = []
        // The app moves the item in its data as the host asks its data source to, during the
        // drop's batch (whose displays may fire pagination, judged on the data): the reference
        // moves it first, as for `endInteractiveMovement()`, and puts it back if the drop throws.
        let before = (data: reference.data, shown: reference.shown)
        if case .success = predicted, let source, let target, source != target {
            let moved = reference.data.moving(source, to: target)
            reference.data = moved
            reference.shown = moved
        }
        do {
            dropping = true
            pagesAppliedDuringDrop = 0
            defer { dropping = false }
            let outcome = try session.drop()
            guard case .success(let predictedOutcome) = predicted else {
                violations.append(Violation("drag.result", "the drop succeeded (\(outcome)); expected \(predicted)"))
                return []
            }
            if outcome != predictedOutcome { violations.append(Violation("drag.result", "the drop ended \(outcome); expected \(predictedOutcome)")) }
            if target != nil, reference.movement == nil {
                // The host began the move again (something ended it): the gesture it replaced is gone.
                reference.revealed = nil
                reference.menus.presented = nil
            }
            if let movement = reference.movement, movement.id == id { reference.movement = nil }
            if let id, let source, let target, source != target {
                outlinesDidMove(source.section, target.section)
                expected = [.move(id, from: source, to: target)]
                // A page the app applied while the drop showed the item at its target was built
                // from the app's data, which has the item moved already (see above): that apply
                // moves the item, and the user's move then has nowhere to go, so no controller
                // hears of one. The screen is the data either way (`check()` compares them).
                if pagesAppliedDuringDrop > 0, recorder.delivered.isEmpty {
                    expected = []
                    statistics["drag: the move arrived with a page applied during the drop", default: 0] += 1
                }
            }
            statistics["drag: dropped \(outcome)\(config.kind == .controllers ? " on a screen of controller sections" : "")", default: 0] += 1
            drag.id = nil
            drag.place = nil
        } catch {
            (reference.data, reference.shown) = before
            if case .failure(let expectedError) = predicted, Self.kind(of: expectedError) == Self.kind(of: error) { return [] }
            violations.append(Violation("drag.result", "the drop threw \(error); expected \(predicted)"))
        }
        return expected
    }

    /// The case of a drag error, without its values (the model predicts which error, not its
    /// counts).
    static func kind(of error: DragError) -> String {
        switch error {
        case .itemOutOfRange: "itemOutOfRange"
        case .cannotDrag: "cannotDrag"
        case .dragInProgress: "dragInProgress"
        case .notDragging: "notDragging"
        case .destinationOutOfRange: "destinationOutOfRange"
        case .sourceChanged: "sourceChanged"
        case .destinationGone: "destinationGone"
        case .dropRejected: "dropRejected"
        case .applyFailed: "applyFailed"
        case .hostRefused(let error):
            switch error {
            case .alreadyMoving: "hostRefused.alreadyMoving"
            case .targetOutOfRange: "hostRefused.targetOutOfRange"
            default: "hostRefused"
            }
        }
    }
}
