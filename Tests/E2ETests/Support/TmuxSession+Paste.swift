import Foundation

extension TmuxSession {
    /// Pastes `text` the way a terminal does: through a tmux buffer with `paste-buffer -p`, which
    /// wraps it in bracketed-paste markers only when the program turned bracketed paste on.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e-paste", "--", text])
        try tmux(["paste-buffer", "-p", "-r", "-d", "-b", "e2e-paste", "-t", Self.target])
        if !text.isEmpty { baseline.sent() }
    }
}
