import { describe } from 'vitest';
import { flagsOf } from './cases';

describe('scam shield, French', () => {
  flagsOf([
    ['mon numéro : 06 12 34 56 78', ['contact']],
    ['zéro six douze trente', []],
    ['zéro six un deux trois quatre cinq six sept', ['contact']],
    ['ajoute-moi sur insta', ['contact']],
    ["mon snap c'est sara92", ['contact']],
    ['on continue sur WhatsApp ?', ['contact']],
    ['sara.ahmed arobase gmail point com', ['contact']],
    ["Envoie-moi de l'argent par Western Union", ['money']],
    ['fais-moi un virement', ['money']],
    ['achète-moi des cartes cadeaux', ['money']],
    ['donne-moi ton RIB', ['money']],
    ["j'ai besoin d'argent pour les frais de visa", ['money']],
    ['Je prie cinq fois par jour', []],
    ["J'ai deux frères et trois sœurs", []],
    ['née en 1995, mesurant 170 cm', []],
    ['rendez-vous à 17:30 le 12/03/2024', []],
    ['Instagram est une perte de temps', []],
    ['la tradition de la dot dans ma famille est simple', []],
  ]);
});
