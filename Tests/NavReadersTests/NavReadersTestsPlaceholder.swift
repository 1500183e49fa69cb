// Package.swift on main names this test target before its tests are committed;
// this file keeps the branch building until they arrive (delete it then).
