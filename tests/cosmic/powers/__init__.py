"""One module per power added for the classic roster (issue 37): its situations set up through the protocol."""
