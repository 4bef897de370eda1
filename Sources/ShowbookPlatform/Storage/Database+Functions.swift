import CSQLite

/// The Swift body of an SQL function, kept alive by SQLite (its user data) until the function
/// is replaced or the connection closes.
package final class SQLFunctionBox<Body> {
    package let body: Body
    package init(_ body: Body) {
        self.body = body
    }
}

package typealias SQLPredicateBox = SQLFunctionBox<(UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool>
package typealias SQLTextFunctionBox = SQLFunctionBox<(UnsafeBufferPointer<UInt8>) -> SQLTextResult>

extension Database {
    /// Registers a deterministic SQL function of three text arguments that returns 0 or 1. The
    /// arguments reach `body` as UTF-8 bytes borrowed from SQLite, valid only during the call.
    package func registerPredicate(
        _ name: String,
        _ body: @escaping (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
    ) throws {
        let box = Unmanaged.passRetained(SQLPredicateBox(body)).toOpaque()
        let code = withHandle { handle in
            sqlite3_create_function_v2(
                handle, name, 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
                { context, count, arguments in
                    guard let context, count == 3, let arguments else { return }
                    let box = Unmanaged<SQLPredicateBox>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                        let value = arguments[index]
                        guard let text = sqlite3_value_text(value) else { return UnsafeBufferPointer(start: nil, count: 0) }
                        return UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
                    }
                    sqlite3_result_int(context, box.body(bytes(0), bytes(1), bytes(2)) ? 1 : 0)
                },
                nil, nil,
                { pointer in if let pointer { Unmanaged<SQLPredicateBox>.fromOpaque(pointer).release() } }
            )
        }
        guard code == SQLITE_OK else { throw error(code) }
    }
}

/// What a Swift text function gives back to SQL: its own argument, untouched (no copy), or
/// new UTF-8 bytes.
package enum SQLTextResult {
    case argument
    case text([UInt8])
}

extension Database {
    /// Registers a deterministic SQL function of one text argument that returns text (NULL
    /// for NULL). The argument reaches `body` as UTF-8 bytes borrowed from SQLite.
    package func registerTextFunction(_ name: String, _ body: @escaping (UnsafeBufferPointer<UInt8>) -> SQLTextResult) throws {
        let box = Unmanaged.passRetained(SQLTextFunctionBox(body)).toOpaque()
        let code = withHandle { handle in
            sqlite3_create_function_v2(
                handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
                { context, count, arguments in
                    guard let context, count == 1, let value = arguments?[0] else { return }
                    guard let text = sqlite3_value_text(value) else { return sqlite3_result_null(context) }
                    let box = Unmanaged<SQLTextFunctionBox>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                    switch box.body(UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))) {
                    case .argument:
                        sqlite3_result_value(context, value)
                    case let .text(bytes):
                        // An empty array has no base address; one byte keeps the pointer valid.
                        let buffer = bytes.isEmpty ? [0] : bytes
                        buffer.withUnsafeBytes { raw in
                            sqlite3_result_text64(context, raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                                                  UInt64(bytes.count), sb_sqlite_transient(), UInt8(SQLITE_UTF8))
                        }
                    }
                },
                nil, nil,
                { pointer in if let pointer { Unmanaged<SQLTextFunctionBox>.fromOpaque(pointer).release() } }
            )
        }
        guard code == SQLITE_OK else { throw error(code) }
    }
}
