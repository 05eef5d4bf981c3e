// The reporting tables (issue 33).
export {};
