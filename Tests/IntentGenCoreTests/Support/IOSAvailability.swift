import Foundation

/// iOS availability, checked on Linux as Xcode checks it against a deployment target.
///
/// On Linux the compiler ignores `@available(iOS …)`, so code that uses an API before the
/// target's deployment target allows it compiles here and fails in Xcode. Swift 6.3's
/// experimental custom availability domains (`-enable-experimental-feature CustomAvailability`)
/// make the check possible: each iOS version the stub SDK and the generated code name becomes a
/// domain (`iOS_17_0`), declared in a small Clang module (the `-define-*-availability-domain`
/// flags do not reach across a module boundary). A domain at or below the deployment target is
/// always enabled; one above it is dynamic, so what it guards needs an `@available` or
/// `#available` of its own, exactly as with the real iOS platform.
///
/// ``rewrite(_:)`` turns Apple's spelling into the domains: `@available(iOS 18.0, …)` becomes
/// `@available(iOS_14_0) … @available(iOS_18_0)`, every domain up to 18.0 (a declaration for
/// iOS 18 may use what iOS 14–18 introduced), and `#available(iOS 18.0, *)` the same list of
/// conditions. Lines stay where they were, so the compiler's places are the file's.
enum IOSAvailability {
    /// The iOS versions that have a domain: every version the stub SDK or generated code names.
    /// A version missing here is a rewrite error, never silently rounded.
    static let versions: [Version] = [
        "10.0", "10.2", "11.0", "12.0", "13.0", "14.0", "15.0", "16.0", "16.1", "16.2", "16.4", "17.0", "17.1", "17.2",
        "17.4", "18.0", "18.1",
        "18.2", "18.4", "26.0", "26.1", "26.2", "26.4", "27.0",
    ]

    /// The Clang module that declares the domains.
    static let moduleName = "IntentGenIOSVersions"

    /// The macro that gives the deployment target to the Clang module: `170000` for iOS 17.0.
    static let deploymentMacro = "INTENTGEN_IOS_DEPLOYMENT"

    struct Version: Comparable, Hashable, CustomStringConvertible {
        var major: Int
        var minor: Int

        init(major: Int, minor: Int = 0) {
            self.major = major
            self.minor = minor
        }

        /// `17`, `17.2` or `17.2.1` (the patch is dropped: no API is introduced in one).
        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil }) else {
                return nil
            }
            self.init(major: major, minor: parts.count > 1 ? parts[1]! : 0)
        }

        static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        var description: String { "\(major).\(minor)" }
        var domain: String { "iOS_\(major)_\(minor)" }
        var macroValue: Int { major * 10_000 + minor * 100 }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `module.modulemap` and header of the domains' Clang module.
    static var moduleFiles: [String: String] {
        var header = """
            // iOS versions as availability domains, for type-checking on Linux (IOSAvailability).
            #include <availability_domain.h>
            #ifndef \(deploymentMacro)
            #define \(deploymentMacro) 999999
            #endif
            static inline int intentgen_ios_version_unknown(void) { return 0; }

            """
        for version in versions {
            header += """
                #if \(deploymentMacro) >= \(version.macroValue)
                CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(\(version.domain));
                #else
                CLANG_DYNAMIC_AVAILABILITY_DOMAIN(\(version.domain), intentgen_ios_version_unknown);
                #endif

                """
        }
        return [
            "module.modulemap": "module \(moduleName) {\n  header \"\(moduleName).h\"\n  export *\n}\n",
            "\(moduleName).h": header,
        ]
    }

    /// `swiftc` arguments that check at `deploymentTarget`, with the domains' module in `folder`.
    static func arguments(deploymentTarget: Version, moduleFolder folder: String) -> [String] {
        [
            "-enable-experimental-feature", "CustomAvailability", "-I", folder,
            "-Xcc", "-D\(deploymentMacro)=\(deploymentTarget.macroValue)",
        ]
    }

    /// `source` with iOS availability spelled as domains, and the domains' module imported (at the
    /// end, so no line moves). Throws for an iOS version that has no domain, and for a form the
    /// rewrite does not know (`#unavailable(iOS …)`).
    static func rewrite(_ source: String) throws -> String {
        var result = ""
        var rest = source[...]
        var changed = false
        while let match = rest.firstMatch(of: /(@|#)(available|unavailable)\(\s*iOS(ApplicationExtension)?\b/) {
            result += rest[..<match.range.lowerBound]
            guard let close = rest[match.range.upperBound...].firstIndex(of: ")") else {
                throw Failure(description: "an availability with no closing parenthesis: \(rest[match.range])")
            }
            let attribute = rest[match.range.lowerBound...close]
            rest = rest[rest.index(after: close)...]
            let arguments = attribute.dropFirst(match.output.1.count + match.output.2.count + 1).dropLast()
            guard let introduced = try introducedVersion(in: arguments, of: attribute) else {
                // `@available(iOS, deprecated: …)`, `@available(iOS, unavailable)`: no introduction.
                result += attribute
                continue
            }
            if match.output.2 == "unavailable" {
                throw Failure(description: "#unavailable has no rewrite: \(attribute)")
            }
            let domains = versions.filter { $0 <= introduced }
            guard versions.contains(introduced) || introduced < versions[0] else {
                throw Failure(
                    description: "iOS \(introduced) has no availability domain: add it to IOSAvailability.versions")
            }
            if domains.isEmpty {
                result += attribute
            } else if match.output.1 == "@" {
                result += domains.map { "@available(\($0.domain))" }.joined(separator: " ")
            } else {
                result += domains.map { "#available(\($0.domain))" }.joined(separator: ", ")
            }
            changed = true
        }
        result += rest
        return changed ? result + "\nimport \(moduleName)\n" : result
    }

    /// The iOS version of `iOS X.Y, …` or `iOS, introduced: X.Y, …`; nil when none is given.
    private static func introducedVersion(in arguments: Substring, of attribute: Substring) throws -> Version? {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first else { return nil }
        let words = first.split(separator: " ")
        if words.count == 2 {
            guard let version = Version(words[1]) else { throw Failure(description: "no iOS version in \(attribute)") }
            return version
        }
        for part in parts.dropFirst() where part.hasPrefix("introduced:") {
            let text = part.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)
            guard let version = Version(text) else { throw Failure(description: "no iOS version in \(attribute)") }
            return version
        }
        return nil
    }
}

extension IOSAvailability.Version: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = Self(value)! }
}
