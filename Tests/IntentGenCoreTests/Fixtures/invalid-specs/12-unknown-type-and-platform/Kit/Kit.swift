// The framework.
