// A stub of Apple's CoreLocation as plain Swift, for type-checking App Intents code on Linux
// (the Objective-C stub in Tests/StubSDK/CoreLocation serves the SiriKit checks). Declarations
// only; nothing here runs.
//
// iOS availability is Apple's documented introduction version per declaration (from the
// developer.apple.com symbol pages); members without one are as old as their type.
import Foundation

/// `class CLLocation : NSObject, NSCopying, NSSecureCoding` (Sendable in current SDKs).
@available(iOS 2.0, *)
open class CLLocation: @unchecked Sendable {
    public init(latitude: Double, longitude: Double) { fatalError("stub") }
}

/// `class CLPlacemark : NSObject, NSCopying, NSSecureCoding` (Sendable in current SDKs).
@available(iOS 5.0, *)
open class CLPlacemark: @unchecked Sendable {
    public init(placemark: CLPlacemark) { fatalError("stub") }
    open var location: CLLocation? { fatalError("stub") }
    open var name: String? { fatalError("stub") }
    open var locality: String? { fatalError("stub") }
    open var country: String? { fatalError("stub") }
}
