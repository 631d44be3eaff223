/// One attribute. The names are the kit's constants; every value is escaped when rendered, and
/// link values are checked (``href(_:)``) so an API cannot hand the page a `javascript:` URL.
package struct HTMLAttribute: Sendable, Equatable {
    let name: String
    /// `nil` for a boolean attribute such as `selected`.
    let value: String?

    private init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    package static func `class`(_ value: String) -> HTMLAttribute { HTMLAttribute("class", value) }
    package static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
    package static func name(_ value: String) -> HTMLAttribute { HTMLAttribute("name", value) }
    package static func value(_ value: String) -> HTMLAttribute { HTMLAttribute("value", value) }
    package static func type(_ value: String) -> HTMLAttribute { HTMLAttribute("type", value) }
    package static func `for`(_ value: String) -> HTMLAttribute { HTMLAttribute("for", value) }
    package static func title(_ value: String) -> HTMLAttribute { HTMLAttribute("title", value) }
    package static func ariaLabel(_ value: String) -> HTMLAttribute { HTMLAttribute("aria-label", value) }
    /// `role`, for an element whose meaning its tag does not carry (`img` for a row of stars).
    package static func role(_ value: String) -> HTMLAttribute { HTMLAttribute("role", value) }
    /// `role="timer"`: a countdown, which assistive technology does not read out at every tick.
    package static let roleTimer = HTMLAttribute("role", "timer")
    /// `aria-live="polite"`: assistive technology announces what changes inside, once the user
    /// is idle. The page's script marks the region `aria-busy` while it loads the new content.
    package static let ariaLivePolite = HTMLAttribute("aria-live", "polite")
    package static let open = HTMLAttribute("open", nil)
    /// `aria-current="page"`, for the link to the page being shown.
    package static let ariaCurrentPage = HTMLAttribute("aria-current", "page")
    /// `aria-current="true"`, for the selected items of a set (a filter chip that is on).
    package static let ariaCurrentTrue = HTMLAttribute("aria-current", "true")
    /// `data-countdown`: the seconds the page's script counts down from.
    package static func dataCountdown(_ seconds: Int) -> HTMLAttribute {
        HTMLAttribute("data-countdown", String(seconds))
    }
    /// `data-fragment`: a link whose target the page's script loads in place (the rows of a
    /// list's next page) when the link scrolls into view. A local path only, like ``action(_:)``.
    package static func dataFragment(_ path: String) -> HTMLAttribute {
        HTMLAttribute("data-fragment", WebLinkPolicy.isLocalPath(path) ? path : "/")
    }
    /// `data-swap`: a link (or GET form) the page's script follows without a full reload, replacing only
    /// the element with this id by its counterpart in the page asked for, and pushing that page's URL.
    package static func dataSwap(_ id: String) -> HTMLAttribute { HTMLAttribute("data-swap", id) }
    /// `data-autosubmit`: the page's script submits the form when one of its fields changes.
    package static let dataAutosubmit = HTMLAttribute("data-autosubmit", nil)
    package static let selected = HTMLAttribute("selected", nil)
    package static let methodGet = HTMLAttribute("method", "get")
    package static let methodPost = HTMLAttribute("method", "post")
    /// `rel="noopener noreferrer"`, for links that leave the app.
    package static let relExternal = HTMLAttribute("rel", "noopener noreferrer")

    /// `href`. A path of this server (`/x`, not `//x`), or an absolute `http(s)` URL; anything
    /// else (`javascript:`, `data:`) becomes `#`, so a value from an API cannot run script.
    package static func href(_ target: String) -> HTMLAttribute {
        HTMLAttribute("href", WebLinkPolicy.isSafe(target) ? target : "#")
    }

    /// `src`, for pictures: a path of this server only, as CSP `img-src 'self'` demands, else the placeholder.
    package static func src(_ path: String) -> HTMLAttribute {
        HTMLAttribute("src", WebLinkPolicy.isLocalPath(path) ? path : StaticAssets.placeholderPath)
    }

    package static func alt(_ value: String) -> HTMLAttribute { HTMLAttribute("alt", value) }

    /// `loading="lazy"`: a picture below the fold is fetched when it nears the view.
    package static let loadingLazy = HTMLAttribute("loading", "lazy")

    /// `action`, for forms: a path of this server only (CSP `form-action 'self'` says the same).
    package static func action(_ path: String) -> HTMLAttribute {
        HTMLAttribute("action", WebLinkPolicy.isLocalPath(path) ? path : "/")
    }

    var rendered: String {
        guard let value else { return " \(name)" }
        return " \(name)=\"\(HTMLEscaping.escape(value))\""
    }
}
