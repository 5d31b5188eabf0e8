// Foundation API that Apple's Foundation has and swift-corelibs-foundation (Linux) lacks, which
// App Intents, WidgetKit and SwiftUI code names: `LocalizedStringResource`,
// `String.LocalizationValue`, `CustomLocalizedStringResourceConvertible`.
//
// On Apple platforms these are in Foundation itself (iOS 16 / macOS 13; `String.LocalizationValue`
// iOS 15 / macOS 12). Here they are a module of their own, re-exported by the stub `AppIntents`
// and imported by the stub `SwiftUI` and `WidgetKit`, so that App Intents code type-checks against
// the toolchain's real Foundation.
// Declarations only: every body is `fatalError("stub")`; nothing is linked or run.
//
// iOS availability is Apple's documented introduction version per declaration (from the
// developer.apple.com symbol pages); members without one are as old as their type.

import Foundation

/// A reference to a localizable string. Apple's: `struct LocalizedStringResource : Equatable,
/// Codable, CustomStringConvertible, ExpressibleByStringInterpolation, Sendable` (Foundation).
@available(iOS 16.0, *)
public struct LocalizedStringResource: Equatable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringInterpolation, Sendable
{
    /// Where the strings table is looked up.
    public struct BundleDescription: Equatable, Hashable, Codable, Sendable {
        public static var main: BundleDescription { fatalError("stub") }
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription { fatalError("stub") }
        public static func atURL(_ url: URL) -> BundleDescription { fatalError("stub") }
    }

    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    public init(stringLiteral value: String) { fatalError("stub") }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError("stub") }

    /// `LocalizedStringResource("Open the door")`: the key is also the default value.
    public init(
        _ keyAndValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) { fatalError("stub") }

    /// `LocalizedStringResource("intent.title", defaultValue: "Open", comment: "…")`.
    public init(
        _ key: StaticString,
        defaultValue: String.LocalizationValue,
        table: String? = nil,
        locale: Locale = .current,
        bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) { fatalError("stub") }

    public var key: String { fatalError("stub") }
    public var defaultValue: String.LocalizationValue { fatalError("stub") }
    public var table: String? { fatalError("stub") }
    public var locale: Locale { get { fatalError("stub") } set { fatalError("stub") } }
    public var bundle: BundleDescription { fatalError("stub") }
    public var description: String { fatalError("stub") }
}

/// A type whose values can be shown as a localized string, e.g. interpolated into a dialog.
@available(iOS 16.0, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

/// Types that a localized string interpolation formats with a default format specifier (`%lld`,
/// `%lf`…). SwiftUI's `LocalizedStringKey` and Foundation's `String.LocalizationValue` take these.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { fatalError("stub") }
    public var _specifier: String { fatalError("stub") }
}

extension String {
    /// The value of a localizable string: its key and interpolated arguments.
    @available(iOS 15.0, *)
    public struct LocalizationValue: Equatable, Hashable, Codable, ExpressibleByStringInterpolation, Sendable {
        /// Modelled: what a localized interpolation takes here is strings, numbers, localized
        /// resources, attributed strings and `CustomLocalizedStringResourceConvertible` values
        /// (entities, enum cases). Apple's also takes dates and measurements with format styles,
        /// which this stub rejects.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError("stub") }
            public mutating func appendLiteral(_ literal: String) { fatalError("stub") }
            public mutating func appendInterpolation(_ string: String) { fatalError("stub") }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError("stub") }
            @available(iOS 16.0, *)
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { fatalError("stub") }
            public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError("stub") }
            @available(iOS 16.0, *)
            public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(_ value: T) {
                fatalError("stub")
            }
        }

        public init(_ value: String) { fatalError("stub") }
        public init(stringLiteral value: String) { fatalError("stub") }
        public init(stringInterpolation: StringInterpolation) { fatalError("stub") }
    }

    /// `String(localized: "Open the door")`.
    @available(iOS 15.0, *)
    public init(
        localized keyAndValue: String.LocalizationValue,
        table: String? = nil,
        bundle: Bundle? = nil,
        locale: Locale = .current,
        comment: StaticString? = nil
    ) { fatalError("stub") }

    /// `String(localized: resource)`.
    @available(iOS 16.0, *)
    public init(localized resource: LocalizedStringResource) { fatalError("stub") }
}
