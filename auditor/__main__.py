"""``python -m auditor`` runs the ``audit`` command line."""

from auditor.cli import main

main()
