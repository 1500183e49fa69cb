// libyaml, wrapped once.
