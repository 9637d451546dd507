"""Every shipped power, by key (importing this module defines, and so registers, every power class)."""
from .amoeba import Amoeba
from .assassin import Assassin
from .base import power_of
from .bully import Bully
from .calculator import Calculator
from .clone import Clone
from .dictator import Dictator
from .diplomat import Diplomat
from .filch import Filch
from .fungus import Fungus
from .gambler import Gambler
from .healer import Healer
from .loser import Loser
from .macron import Macron
from .mind import Mind
from .mutant import Mutant
from .oracle import Oracle
from .pacifist import Pacifist
from .parasite import Parasite
from .sorcerer import Sorcerer
from .trader import Trader
from .vacuum import Vacuum
from .virus import Virus
from .void import Void
from .vulch import Vulch
from .warpish import Warpish
from .will import Will
from .zombie import Zombie

# The same instances `power_of` gives (each class registered one when it was defined).
POWERS = {cls.key: power_of(cls.key) for cls in (
    Amoeba, Assassin, Bully, Calculator, Clone, Dictator, Diplomat, Filch, Fungus, Gambler, Healer, Loser, Macron,
    Mind, Mutant, Oracle, Pacifist, Parasite, Sorcerer, Trader, Vacuum, Virus, Void, Vulch, Warpish, Will, Zombie)}
