// The widget.
