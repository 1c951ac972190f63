"""Rule sets on the pure core: what is particular to a set of rules but not a table value
(Belle Alliance's units of fire, valour, supplies, side penalty and flags; General de
Brigade's massed-column formation test and charge sequence), each behind the one
interface of `rules.interface` (`rules.registry.rules_for(pack.rules)`), and `situation`,
the JSON form of a roll that `ba-console resolve` reads. Importing this package loads
nothing: `rules.places` is read on the window's way to its first frame without the rules.
"""
