/// What a swipe action that finishes later calls once it is done, like `UIContextualAction`'s
/// `completionHandler(Bool)`: `completion(true)` when it performed the action, `completion(false)`
/// when it did not (a confirmation was declined). Either way the host hides the revealed actions;
/// `false` changes nothing else, as the row springs back.
///
/// While the host waits for it, the actions stay revealed and the row swiped
/// (``CellHost/revealedSwipeActions`` stays set after the action was performed), and the host refuses to perform another action
/// (``SwipeActionError/awaitingCompletion(_:)``). Whatever hides the actions ends the wait
/// without the completion: a scroll, a tap, another swipe (a full swipe included),
/// ``CellHost/dismissActions()``, the start of an interactive move, a reload or relayout, or
/// a batch update that deletes or reloads the item. A move of the item does not: the wait follows
/// it.
///
/// Calling it is always harmless. Only the first call counts, and only while the host still waits
/// for it. A completion called after the wait ended (the item
/// deleted by the confirmed action's own apply, say), a second time, or after the host is gone
/// (it holds the host weakly) does nothing.
///
/// It is isolated to the main actor, and so `Sendable`: a confirmation that finishes in a task
/// may capture it.
///
/// ```swift
/// let archive = SwipeAction("Archive", completingLater: { completion in
///     Task { @MainActor in
///         completion(true)   // after an asynchronous confirmation
///     }
/// })
/// ```
@MainActor
public final class SwipeActionCompletion {
    /// What calling a completion did (for tests: ``complete(_:)``).
    package enum Outcome: Hashable, Sendable {
        /// The host was waiting for this completion: it hid the actions.
        case completed
        /// The host was no longer waiting for it (the actions were hidden, its item deleted or
        /// reloaded, the host reloaded or gone): nothing happened.
        case waitEnded
        /// It was called before: nothing happened.
        case alreadyCalled
    }

    /// What the host does when the completion is called while it waits for it; `nil` once
    /// called (and so the completion keeps no reference to the host after its first call).
    private var finish: ((SwipeActionCompletion) -> Bool)?
    /// Whether the action was performed, as its first call said; `nil` before it.
    package private(set) var performed: Bool?

    /// A completion that calls `finish`, which hides the actions if the host still waits for
    /// this completion and returns whether it did.
    init(finish: @escaping (SwipeActionCompletion) -> Bool) {
        self.finish = finish
    }

    /// Ends the wait: `performed` says whether the action was performed. Only the first call
    /// counts, and only while the host waits for it; any other call does nothing.
    ///
    /// - Complexity: O(1).
    public func callAsFunction(_ performed: Bool) {
        complete(performed)
    }

    /// Ends the wait as ``callAsFunction(_:)`` does, and says what the call did.
    ///
    /// - Complexity: O(1).
    @discardableResult
    package func complete(_ performed: Bool) -> Outcome {
        guard let finish else { return .alreadyCalled }
        self.finish = nil
        self.performed = performed
        return finish(self) ? .completed : .waitEnded
    }
}
