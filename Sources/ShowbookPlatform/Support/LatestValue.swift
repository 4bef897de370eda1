import Foundation

/// The newest value a background job reported (progress, mostly), written on the job's thread
/// and read by the main loop when it draws. Older values are simply replaced.
package final class LatestValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    package init() {}

    package var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
