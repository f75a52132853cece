import Foundation

/// The operation's value, or nil when `seconds` pass first. The operation is then cancelled but
/// not waited for: an app's clipboard reader that ignores cancellation cannot hold the call past
/// its deadline. Cancelling the caller cancels the operation and throws `CancellationError`.
func within<T: Sendable>(seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T? {
    guard seconds > 0 else { return nil }
    let race = Race<T?>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T?, Error>) in
            race.start(continuation)
            let work = Task {
                do { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
            }
            let timer = Task {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                race.finish(.success(nil))
                work.cancel()
            }
            race.onFinish { work.cancel(); timer.cancel() }
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The first of several outcomes resumes the continuation; the others are dropped.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Error>?
    private var early: Result<T, Error>?
    private var finished = false
    private var cleanup: (() -> Void)?

    func start(_ continuation: CheckedContinuation<T, Error>) {
        lock.lock()
        if let early = early {
            lock.unlock()
            return continuation.resume(with: early) // cancelled before it began
        }
        self.continuation = continuation
        lock.unlock()
    }

    func onFinish(_ action: @escaping () -> Void) {
        lock.lock()
        let done = finished
        if !done { cleanup = action }
        lock.unlock()
        if done { action() }
    }

    func finish(_ outcome: Result<T, Error>) {
        lock.lock()
        guard !finished else { return lock.unlock() }
        finished = true
        let continuation = self.continuation
        if continuation == nil { early = outcome }
        let cleanup = self.cleanup
        self.continuation = nil
        self.cleanup = nil
        lock.unlock()
        continuation?.resume(with: outcome)
        cleanup?()
    }
}
