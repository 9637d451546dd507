"""The application layer: entry point and CLI, main loop, scene stack, settings, sound."""
