import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/**
 * An outlined button that opens a menu of choices (the status menus of an appointment and of a whole visit);
 * picking one closes the menu and hands the choice back, so the caller can ask for confirmation.
 */
export function ChoiceMenuButton<Choice extends string>({
  label,
  choices,
  choiceLabel,
  onChoose,
}: {
  label: string;
  choices: readonly Choice[];
  choiceLabel: (choice: Choice) => string;
  onChoose: (choice: Choice) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown aria-hidden="true" />}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
            }}
          >
            {choiceLabel(choice)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
