// Intentionally empty until this package's issue lands; see README.md. An empty module keeps the
// workspace build and the publint / attw checks honest for the package layout.
export {};
