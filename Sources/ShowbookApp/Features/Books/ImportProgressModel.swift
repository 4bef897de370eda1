import Foundation
import ShowbookPlatform
import ShowbookExchange

/// The import of a word file (`ModalDestination.importFile`): a modal that runs the import on a
/// background job from the moment it is shown, so the app keeps drawing and answering keys
/// however large the file is. The job goes through the writer, so a database another process
/// holds makes it wait with the spinner and retry, as a key's write would. It shows the progress the job reports; Esc (or its Cancel
/// button) cancels the job, whose transaction is then rolled back. When the job ends the modal
/// dismisses itself and its presenter hears `.applied` with the report (or the error that
/// stopped it), or `.cancelled` once a cancel rolled it back. Its one key goes through its key
/// map like every modal's; once cancelling, nothing is left to press.
public final class ImportProgressModel: KeyMappedScreen, ButtonPressing {
    public enum Command: Sendable { case cancel }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.escape], "cancel the import (nothing is kept)", .cancel, hint: HintText("Esc", "cancel the import")),
    ]

    public let fileName: String
    public private(set) var isCancelling = false
    private let path: String
    private let importer: WordBookImporter
    private let writer: BackgroundWrite
    private let navigator: Navigator
    private let cancellation = Cancellation()
    private let latest = LatestValue<WordImportProgress>()
    private let dismiss: ModalDismissal<Result<ImportReport, any Error>>
    private var isStarted = false

    package init(path: String, importer: WordBookImporter, writer: BackgroundWrite, navigator: Navigator,
         onDismiss: @escaping (ModalOutcome<Result<ImportReport, any Error>>) -> Void) {
        self.path = path
        fileName = (path as NSString).lastPathComponent
        self.importer = importer
        self.writer = writer
        self.navigator = navigator
        dismiss = ModalDismissal(navigator: navigator, onDismiss: onDismiss)
    }

    /// Starts the import once, when the navigator shows the modal.
    public func didAppear() {
        guard !isStarted else { return }
        isStarted = true
        let (importer, path, cancellation, report) = (self.importer, self.path, self.cancellation, self.report)
        writer.start({
            try BackgroundWrite.keepingOwnErrors {
                try importer.importFile(at: path, options: ImportOptions(), cancellation: cancellation, progress: report)
            }
        }) { [weak self] written in
            // Only the modal on screen ends: a model no longer shown has nothing to dismiss.
            guard let self, self.navigator.modal?.modal.model === self else { return }
            let result = written.value ?? .failure(written.error ?? StorageError.other("the import did not finish"))
            if case let .failure(error as ImportError) = result, error == .cancelled { return self.dismiss(.cancelled) }
            self.dismiss(.applied(result))
        }
    }

    /// The last progress the job reported (rows read, bytes of the file), if any yet.
    public var progress: WordImportProgress? { latest.value }

    /// Where the job reports progress from its own thread.
    package var report: @Sendable (WordImportProgress) -> Void {
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
