// The contract types and states of the codebook in the UI language: options for the filters and
// the form, names and the state colours for the list and detail.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

type ContractList = 'contractTypes' | 'contractStates';

export function useContractCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const options = (list: ContractList) =>
    Object.values(codebook?.[list] ?? {}).map((e) => ({ value: String(e.id), label: e.name[lang] }));
  const entry = (list: ContractList, id: number) => codebook?.[list][String(id)];
  return {
    typeOptions: options('contractTypes'),
    stateOptions: options('contractStates'),
    typeName: (id: number) => entry('contractTypes', id)?.name[lang] ?? String(id),
    stateName: (id: number) => entry('contractStates', id)?.name[lang] ?? String(id),
    /** The codebook's colour of a state (a CSS colour), grey when it names none. */
    stateColor: (id: number) => {
      const color = entry('contractStates', id)?.color;
      return typeof color === 'string' ? color : 'gray';
    },
  };
}
