/// What a UI write came to, so a screen reacts to three outcomes instead of unpacking errors:
/// stored, not stored because another process kept the database locked through every retry,
/// or not stored for any other reason (each as a `StorageError` with its one-line message).
public enum WriteResult<Value> {
    case done(Value)
    /// The database at `path` stayed locked through the last attempt.
    case busy(path: String)
    case failed(StorageError)

    /// What `work` returned or threw, sorted into the three outcomes.
    package init(_ result: Result<Value, Error>) {
        switch result {
        case let .success(value): self = .done(value)
        case let .failure(error): self = Self.notDone(error)
        }
    }

    private static func notDone(_ error: Error) -> WriteResult {
        switch error {
        case let StorageError.locked(path): return .busy(path: path)
        case let error as StorageError: return .failed(error)
        default: return .failed(.other(String(describing: error)))
        }
    }

    /// The stored value; nil when the write did not land.
    public var value: Value? {
        if case let .done(value) = self { return value }
        return nil
    }

    /// Why the write did not land (its one line); nil when it did.
    public var error: StorageError? {
        switch self {
        case .done: return nil
        case let .busy(path): return .locked(path: path)
        case let .failed(error): return error
        }
    }
}

/// Whether a writer took a write: it refuses one while its earlier write is still running.
public enum WriteStart: Sendable, Equatable {
    case started
    case stillSaving
}
