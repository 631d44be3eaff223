#!/usr/bin/env python3
"""Writes the SAMPLE CHLOE_GB data served by the offline YOOX emulator.

Nothing here was recorded from YOOX: the products, codes, prices and texts are invented.
The SHAPES follow the one real Search API response we have (SMC_IT, format=lite) and the
Item API field names known from public candidates' decoders (see Docs/Data/yoox.md).
Deterministic: running it again writes the same bytes.

    python3 Docs/Data/yoox_sample_generator.py Modules/Features/Products/Emulator/Resources
"""
import json
import random
import sys
from pathlib import Path

BRAND = "CHLOÉ"
COLOURS = [
    (25254, "Black"), (25694, "Ivory"), (25301, "Beige"), (25412, "Blue"),
    (25520, "Pink"), (25188, "Khaki"), (25633, "Red"), (25376, "White"), (25467, "Brown"),
]
CLOTHING_SIZES = [(1, "34"), (2, "36"), (3, "38"), (4, "40"), (5, "42")]
SHOE_SIZES = [(11, "36"), (12, "37"), (13, "38"), (14, "39"), (15, "40"), (16, "41")]
ONE_SIZE = [(99, "OneSize")]

DEPARTMENTS = [
    {
        "code": "drsss", "count": 62, "macro": "Dresses", "sizes": CLOTHING_SIZES, "family": "FR",
        "micro": ["Midi dress", "Long dress", "Short dress"],
        "names": ["Ruffled", "Pleated", "Lace", "Silk", "Wool", "Broderie", "Flared", "Wrap", "Scalloped", "Crepe"],
        "nouns": {"Midi dress": ["Midi Dress", "Dress"], "Long dress": ["Maxi Dress", "Gown"],
                  "Short dress": ["Mini Dress", "Short Dress"]},
        "prices": [1150, 1390, 1650, 1890, 2150, 2490, 2950, 3250],
        "fabrics": ["100% Silk", "100% Wool", "70% Viscose, 30% Silk", "100% Cotton", "85% Wool, 15% Cashmere"],
    },
    {
        "code": "skrtsnds", "count": 14, "macro": "Skirts and shorts", "sizes": CLOTHING_SIZES, "family": "FR",
        "micro": ["Midi skirt", "Mini skirt", "Shorts"],
        "names": ["Pleated", "Denim", "Leather", "Tweed", "Silk"],
        "nouns": {"Midi skirt": ["Midi Skirt", "Skirt"], "Mini skirt": ["Mini Skirt", "Skirt"],
                  "Shorts": ["Shorts", "Bermuda Shorts"]},
        "prices": [650, 790, 890, 1150, 1390],
        "fabrics": ["100% Cotton", "100% Lambskin", "100% Silk", "60% Wool, 40% Cotton"],
    },
    {
        "code": "nwrrvlsbgs", "count": 18, "macro": "Bags", "sizes": ONE_SIZE, "family": "INT",
        "micro": ["Shoulder bag", "Handbag", "Cross-body bag"],
        "names": ["Woody", "Marcie", "Edith", "Kiss", "Penelope", "Tess"],
        "nouns": {"Shoulder bag": ["Shoulder Bag", "Hobo Bag"], "Handbag": ["Tote", "Small Bag"],
                  "Cross-body bag": ["Cross-body Bag", "Camera Bag"]},
        "prices": [590, 990, 1290, 1650, 1890],
        "fabrics": ["100% Calfskin", "Linen and calfskin", "100% Lambskin"],
    },
    {
        "code": "shssnkrs", "count": 12, "macro": "Sneakers", "sizes": SHOE_SIZES, "family": "IT",
        "micro": ["Low-tops", "High-tops"],
        "names": ["Nama", "Lauren", "Kayla", "Meg"],
        "nouns": {"Low-tops": ["Sneakers", "Trainers"], "High-tops": ["High-top Sneakers", "High-tops"]},
        "prices": [520, 595, 650, 725],
        "fabrics": ["Recycled mesh and suede", "100% Calfskin", "Nylon and suede"],
    },
]
MADE_IN = ["Italy", "France", "Portugal", "Spain"]
SUFFIX_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def pounds(value):
    """Whole pounds as a JSON integer (as the real response writes them), else a number with pence."""
    return int(value) if value == int(value) else round(value, 2)


def formatted(value):
    return "£ {:,.2f}".format(value)


def build(out_dir):
    rng = random.Random(6)
    search, items = {}, {}
    serial = 0
    for dept_index, dept in enumerate(DEPARTMENTS):
        rows = []
        for index in range(dept["count"]):
            serial += 1
            code8 = "59{:02d}{:04d}".format(dept_index + 1, 1000 + serial * 7)
            code10 = code8 + rng.choice(SUFFIX_LETTERS) + rng.choice(SUFFIX_LETTERS)
            micro = dept["micro"][index % len(dept["micro"])]
            name = "{} {}".format(dept["names"][index % len(dept["names"])], rng.choice(dept["nouns"][micro]))
            full = float(rng.choice(dept["prices"]))
            # Every fifth product is on sale; some at 30% off, which leaves pence on odd prices.
            if index % 5 == 3:
                discounted = round(full * (0.7 if index % 2 else 0.5), 2) + (0.5 if index % 10 == 3 else 0)
            else:
                discounted = full
            sizes = rng.sample(dept["sizes"], k=min(len(dept["sizes"]), rng.randint(1, 4)))
            sizes.sort()
            colours = rng.sample(COLOURS, k=rng.randint(1, 3))
            rows.append({
                "Code8": code8,
                "BrandName": BRAND,
                "DefaultCode10": code10,
                "MicroCategory": micro,
                "MacroCategory": dept["macro"],
                "FullPrice": pounds(full),
                "DiscountedPrice": pounds(discounted),
                "ModelNames": name,
                "Sizes": [{"Text": text, "ClassFamily": dept["family"]} for _, text in sizes],
                "Colors": [{"Id": colours[0][0]}],
            })
            fabric = rng.choice(dept["fabrics"])
            made_in = rng.choice(MADE_IN)
            items[code8] = {
                "Item": {
                    "Cod10": code10,
                    "Brand": {"Name": BRAND},
                    "Category": {"Name": micro},
                    "Price": {"FullPrice": pounds(full), "DiscountedPrice": pounds(discounted)},
                    "FormattedPrice": {"FullPrice": formatted(full), "DiscountedPrice": formatted(discounted)},
                    "MadeIn": made_in,
                    "ItemDescriptions": {
                        "ProductInfo": [
                            "{} from the Chloé collection.".format(name),
                            "{}, {}.".format(micro, fabric.lower()),
                        ]
                    },
                    "Descriptions": [
                        {"Key": "Composition", "Value": fabric},
                        {"Key": "Details", "Value": "Sample data: not a real Chloé product."},
                    ],
                    "ModelColors": [{"ColorId": cid, "ColorDescription": text} for cid, text in colours],
                    "ModelSizes": [{"SizeId": sid, "Default": {"Text": text}} for sid, text in sizes],
                }
            }
        search[dept["code"]] = {
            "Header": {"StatusCode": 200, "Description": "200 OK"},
            "ResultsLite": {"TotalResults": len(rows), "Items": rows},
        }
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "search_CHLOE_GB.json").write_text(json.dumps(search, ensure_ascii=False, indent=1) + "\n")
    (out / "items_CHLOE_GB.json").write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    build(sys.argv[1] if len(sys.argv) > 1 else ".")
