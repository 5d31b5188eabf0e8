// The handler.
