import Dispatch
import Foundation

/// Holds a diff inside a model's `==` (which only a diff, or the adapter's bookkeeping after it,
/// calls) until the test opens it, and records where the diff ran.
///
/// Only the first comparison is held. The wait has a generous bound only so that a broken
/// implementation (a diff on the main actor, which the test then cannot open) fails instead of
/// hanging the suite; the tests never depend on timing.
///
/// The state is guarded by an `NSLock`, not `Synchronization.Mutex`: ThreadSanitizer sees the
/// pthread mutex behind `NSLock`, but not the futex behind `Mutex` on Linux (the Synchronization
/// library is not instrumented), so with `Mutex` it reported the guarded accesses as a race.
package final class Gate: @unchecked Sendable {
    /// A closed gate.
    package init() {}

    private struct State {
        var entered = false
        var enteredOnMainThread: Bool?
        var timedOut = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let lock = NSLock()
    private var unguardedState = State()
    private let opening = DispatchSemaphore(value: 0)

    /// Called from `==`: the first call records its thread, wakes ``entered()``, and blocks
    /// until ``open()``.
    package func pass() {
        let waiters: [CheckedContinuation<Void, Never>]? = withState { state in
            guard !state.entered else { return nil }
            state.entered = true
            state.enteredOnMainThread = Thread.isMainThread
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return }
        for waiter in waiters { waiter.resume() }
        if opening.wait(timeout: .now() + 120) == .timedOut {
            withState { $0.timedOut = true }
        }
    }

    /// Returns once a diff is held in ``pass()``.
    package func entered() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let already = withState { state in
                if state.entered { return true }
                state.waiters.append(continuation)
                return false
            }
            if already { continuation.resume() }
        }
    }

    /// Runs `body` on the state, under the lock.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&unguardedState)
    }

    /// Lets the held diff go on.
    package func open() {
        opening.signal()
    }

    /// Whether the held comparison ran on the main thread (`nil` before it ran).
    package var ranOnMainThread: Bool? { withState { $0.enteredOnMainThread } }
    /// Whether the held comparison gave up waiting for ``open()``.
    package var timedOut: Bool { withState { $0.timedOut } }
}
