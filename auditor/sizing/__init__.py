"""Sizing: model and GPU catalogues, memory per GPU by component, planner, compute/time/cost."""
