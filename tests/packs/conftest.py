"""The pack tests read the same packs as the core tests: their fixtures, shared."""

from tests.core.conftest import belle_alliance, fixture_pack, general_de_brigade  # noqa: F401
