#!/bin/sh
# Puts Tabletop in this desktop's application menu (Linux, freedesktop.org menus), with its icon, for this user:
#     ./install-desktop-entry.sh            (run it from the bundle's folder, where it lies)
#     ./install-desktop-entry.sh --remove   (takes the entry and the icon away again)
# The entry starts the program in this folder: after moving the folder, run it again. Needs no Python.
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
entry="$data/applications/tabletop.desktop"
icon="$data/icons/hicolor/scalable/apps/tabletop.svg"

refresh_menus() {
    # Menus that keep a cache see the change now rather than at the next login; a missing tool is fine. (No
    # icon cache is written in the user's folder: one left stale would hide icons other programs add later.)
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    refresh_menus
    echo "Tabletop is no longer in the application menu."
    exit 0
fi
if [ $# -gt 0 ]; then
    echo "usage: $0 [--remove]" >&2
    exit 2
fi

program="$here/tabletop"
if [ ! -x "$program" ]; then
    echo "No program at $program: run this script from the Tabletop folder it came in." >&2
    exit 1
fi
case $program in
    *[\"\`\$\\%]*|*"
"*)
        echo "The folder's path ($here) has a character a desktop entry cannot hold (\" \` \$ \\ % or a line break)." >&2
        echo "Move the folder (e.g. to ~/Applications/tabletop) and run this script again." >&2
        exit 1 ;;
esac

mkdir -p "$data/applications" "$(dirname "$icon")"
cp "$here/tabletop.svg" "$icon"
tmp="$entry.tmp"
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        "Exec=@EXEC@") printf 'Exec="%s"\n' "$program" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/tabletop.desktop.in" > "$tmp"
chmod 644 "$tmp"
mv "$tmp" "$entry"          # whole or not at all: a menu never reads half an entry
refresh_menus
echo "Tabletop is in the application menu (Games). Entry: $entry"
