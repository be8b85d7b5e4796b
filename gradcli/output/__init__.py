"""The output layer: reports as text (tables for people; JSON, CSV and plain text for scripts), terminal
plots and image files, progress bars, and writing to the terminal."""
