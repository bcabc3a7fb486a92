"""Probe bridge: one parser per acceptance-test output, a bundle reader, and the collector."""
