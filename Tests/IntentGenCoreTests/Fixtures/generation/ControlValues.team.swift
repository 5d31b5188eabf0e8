// The team's own value types of the ControlValues fixture's toggles, as a team declares them
// beside its controls. The type checks compile this file with the generated code.
import AppIntents

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct LightState: Sendable {
    var isLit: Bool
    var brightness: Double
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct RoomLightState: Sendable {
    var isLit: Bool
    var toggle: SetRoomLightAppIntent
}

@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct FanState: Sendable {
    var isSpinning: Bool
    var speed: Int
}
