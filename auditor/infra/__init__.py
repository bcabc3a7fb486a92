"""Infrastructure every stage may use and that imports nothing above it: atomic output, the user
cache, untrusted-text sanitising. Nothing here knows about offers, rules or reports."""
