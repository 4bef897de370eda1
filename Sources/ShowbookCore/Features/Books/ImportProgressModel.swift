import Foundation

/// The modal shown while a word file is imported on a background job, so the app keeps
/// drawing and answering keys however large the file is. It shows the progress the job
/// reports; Esc (or its Cancel button) cancels the job, whose transaction is then rolled back.
/// The presenter learns the outcome from the job's completion, not from this modal. Its one key
/// goes through its key map like every modal's; once cancelling, nothing is left to press.
public final class ImportProgressModel: KeyMappedScreen, ButtonPressing {
    public enum Command: Sendable { case cancel }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.escape], "cancel the import (nothing is kept)", .cancel, hint: HintText("Esc", "cancel the import")),
    ]

    public let fileName: String
    public private(set) var isCancelling = false
    let cancellation = Cancellation()
    private let latest = LatestValue<WordImportProgress>()

    init(fileName: String) {
        self.fileName = fileName
    }

    /// The last progress the job reported (rows read, bytes of the file), if any yet.
    public var progress: WordImportProgress? { latest.value }

    /// Where the job reports progress from its own thread.
    var report: @Sendable (WordImportProgress) -> Void {
        let latest = self.latest
        return { latest.value = $0 }
    }

    /// Esc until it has been pressed: a second cancel would change nothing.
    public var activeKeyMap: [KeyBinding<Command>] { isCancelling ? [] : Self.keyMap }

    public func perform(_ command: Command) {
        switch command {
        case .cancel: cancel()
        }
    }

    /// Every other key waits until the import is done.
    public func handleUnmapped(_ key: Key) -> Bool { true }

    /// The only button is Cancel.
    public func press(_ button: ModalButton) { cancel() }

    public func cancel() {
        isCancelling = true
        cancellation.cancel()
    }
}
