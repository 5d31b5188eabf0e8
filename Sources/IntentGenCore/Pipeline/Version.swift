/// The tool's version, printed by `intentgen --version`. Generated files never carry it, so
/// upgrading the tool does not churn them.
public enum IntentGenVersion {
    public static let current = "0.4.0"
}
