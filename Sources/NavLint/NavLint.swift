// The linter library behind the navlint command.
