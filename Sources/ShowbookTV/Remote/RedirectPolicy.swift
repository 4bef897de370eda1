import Foundation

/// Where a redirected request may go. It exists so that a TMDB credential only ever reaches
/// the origin the user configured: a request that carries a secret follows a redirect only
/// within that origin (same scheme, host and port); elsewhere it stops with one line, and the
/// other server is never contacted. Requests without secrets (TVmaze) follow redirects
/// anywhere over http(s).
package enum RedirectPolicy {
    /// The URL to ask next, for a 3xx answer at `current` with `location`. Throws
    /// `RemoteError.unexpectedResponse` for a missing or non-http(s) location and
    /// `RemoteError.redirectRefused` for a secret-carrying request leaving `base`'s origin.
    package static func next(location: String?, from current: URL, base: URL, carriesSecrets: Bool) throws -> URL {
        guard let location, let next = URL(string: location, relativeTo: current)?.absoluteURL,
              let target = Origin(next) else {
            throw RemoteError.unexpectedResponse
        }
        if carriesSecrets && target != Origin(base) { throw RemoteError.redirectRefused }
        return next
    }
}

/// Scheme, host and port of an http(s) URL — the unit a secret is bound to.
package struct Origin: Equatable {
    package let scheme: String
    package let host: String
    package let port: Int

    /// nil for anything but an http or https URL with a host.
    package init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host?.lowercased(), !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host
        port = components.port ?? (scheme == "https" ? 443 : 80)
    }
}
