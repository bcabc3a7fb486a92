"""JUnit XML for CI test dashboards: one test suite per offer, one test case per rule."""
