// The UniformTypeIdentifiers API surface generated App Intents code uses (iOS 14): `UTType`, its
// members for the system's public types and `init(importedAs:)`, as the developer.apple.com symbol
// pages declare them. Declarations only: every body is `fatalError("stub")`.
//
// iOS availability is Apple's documented introduction version per declaration (from the
// developer.apple.com symbol pages); members without one are as old as their type.

/// `struct UTType` — a type in the uniform type hierarchy.
@available(iOS 14.0, *)
public struct UTType: Hashable, Sendable {
    /// `init(importedAs identifier: String, conformingTo parentType: UTType? = nil)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError("stub") }
    /// `init?(_ identifier: String)`.
    public init?(_ identifier: String) { fatalError("stub") }
    public var identifier: String { fatalError("stub") }

    public static var item: UTType { fatalError("stub") }
    public static var content: UTType { fatalError("stub") }
    public static var data: UTType { fatalError("stub") }
    public static var text: UTType { fatalError("stub") }
    public static var plainText: UTType { fatalError("stub") }
    public static var utf8PlainText: UTType { fatalError("stub") }
    public static var rtf: UTType { fatalError("stub") }
    public static var html: UTType { fatalError("stub") }
    public static var xml: UTType { fatalError("stub") }
    public static var json: UTType { fatalError("stub") }
    public static var commaSeparatedText: UTType { fatalError("stub") }
    public static var vCard: UTType { fatalError("stub") }
    public static var image: UTType { fatalError("stub") }
    public static var png: UTType { fatalError("stub") }
    public static var jpeg: UTType { fatalError("stub") }
    public static var heic: UTType { fatalError("stub") }
    public static var tiff: UTType { fatalError("stub") }
    public static var gif: UTType { fatalError("stub") }
    public static var svg: UTType { fatalError("stub") }
    public static var pdf: UTType { fatalError("stub") }
    public static var movie: UTType { fatalError("stub") }
    public static var video: UTType { fatalError("stub") }
    public static var mpeg4Movie: UTType { fatalError("stub") }
    public static var quickTimeMovie: UTType { fatalError("stub") }
    public static var audio: UTType { fatalError("stub") }
    public static var mp3: UTType { fatalError("stub") }
    public static var url: UTType { fatalError("stub") }
    public static var fileURL: UTType { fatalError("stub") }
    public static var folder: UTType { fatalError("stub") }
    public static var directory: UTType { fatalError("stub") }
    public static var archive: UTType { fatalError("stub") }
    public static var zip: UTType { fatalError("stub") }
    public static var spreadsheet: UTType { fatalError("stub") }
    public static var presentation: UTType { fatalError("stub") }
}
