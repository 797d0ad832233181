// Every labelled sentence the classifier may learn from, each with the batch it was written in,
// so a batch can be left out whole (cross-validation). blind-final is never among them.
import { LABELLED } from '../../../ai/test/emotion/labelled';
import { WISHES } from '../../../ai/test/help-request/wishes';
import { assessRules } from '../../../ai/src/companion/safety/detect';
import { CONCERN_SENTENCES } from '../../../ai/test/safety/concern-sentences';
import { CRISIS } from '../../../ai/test/safety/crisis-sentences';
import { ORDINARY } from '../../../ai/test/safety/ordinary-sentences';
import type { Example, Label } from '../../../ai/src/companion/safety/classifier';
import { normalise } from '../../../ai/src/companion/safety/normalise';
import { BLIND1_CRISIS, BLIND1_ORDINARY } from '../../../ai/test/safety/batches/blind-1';
import { BLIND2_CRISIS, BLIND2_ORDINARY } from '../../../ai/test/safety/batches/blind-2';
import { BLIND3_CRISIS, BLIND3_ORDINARY } from '../../../ai/test/safety/batches/blind-3';
import { BLIND4_CRISIS, BLIND4_ORDINARY } from '../../../ai/test/safety/batches/blind-4';
import { BLIND5_CRISIS, BLIND5_ORDINARY } from '../../../ai/test/safety/batches/blind-5';
import { BLIND6_CRISIS, BLIND6_ORDINARY } from '../../../ai/test/safety/batches/blind-6';
import { BLIND7_CRISIS, BLIND7_ORDINARY } from '../../../ai/test/safety/batches/blind-7';
import { BLIND8_CRISIS, BLIND8_ORDINARY } from '../../../ai/test/safety/batches/blind-8';
import { BLIND9_CRISIS, BLIND9_ORDINARY } from './blind-9';
import { BLIND10_CRISIS, BLIND10_ORDINARY } from './blind-10';
import { BLIND11_CRISIS, BLIND11_ORDINARY } from './blind-11';
import { BLIND14_CRISIS, BLIND14_ORDINARY } from './blind-14';
import { BLIND15_CRISIS, BLIND15_ORDINARY } from './blind-15';
import { BLIND16_CRISIS, BLIND16_ORDINARY } from './blind-16';
import { BLIND17_CRISIS, BLIND17_ORDINARY } from './blind-17';
import { BLIND18_CRISIS, BLIND18_ORDINARY } from './blind-18';
import { BLIND19_CRISIS, BLIND19_ORDINARY } from './blind-19';
import { BLIND20_CRISIS, BLIND20_ORDINARY } from './blind-20';
import { BLIND21_CRISIS, BLIND21_ORDINARY } from './blind-21';
import { BLIND22_CRISIS, BLIND22_ORDINARY } from './blind-22';
import { BLIND23_CRISIS, BLIND23_ORDINARY } from './blind-23';
import { BLIND24_CRISIS, BLIND24_ORDINARY } from './blind-24';
import { BLIND25_CRISIS, BLIND25_ORDINARY } from './blind-25';
import { BLIND26_CRISIS, BLIND26_ORDINARY } from './blind-26';
import { BLIND27_CRISIS, BLIND27_ORDINARY } from './blind-27';
import { BLIND28_CRISIS, BLIND28_ORDINARY } from './blind-28';
import { BLIND29_CRISIS, BLIND29_ORDINARY } from './blind-29';
import { BLIND30_CRISIS, BLIND30_ORDINARY } from './blind-30';
import { BLIND31_CRISIS, BLIND31_ORDINARY } from './blind-31';
import { CORPUS_A_CRISIS, CORPUS_A_ORDINARY } from './corpus-a';
import { CORPUS_AA_CRISIS, CORPUS_AA_ORDINARY } from './corpus-aa';
import { CORPUS_AB_CRISIS, CORPUS_AB_ORDINARY } from './corpus-ab';
import { CORPUS_AC_CRISIS, CORPUS_AC_ORDINARY } from './corpus-ac';
import { CORPUS_AD_CRISIS, CORPUS_AD_ORDINARY } from './corpus-ad';
import { CORPUS_AE_CRISIS, CORPUS_AE_ORDINARY } from './corpus-ae';
import { CORPUS_AF_CRISIS, CORPUS_AF_ORDINARY } from './corpus-af';
import { CORPUS_AG_CRISIS, CORPUS_AG_ORDINARY } from './corpus-ag';
import { CORPUS_AH_CRISIS, CORPUS_AH_ORDINARY } from './corpus-ah';
import { CORPUS_AI_CRISIS, CORPUS_AI_ORDINARY } from './corpus-ai';
import { CORPUS_AJ_CRISIS, CORPUS_AJ_ORDINARY } from './corpus-aj';
import { CORPUS_AK_CRISIS, CORPUS_AK_ORDINARY } from './corpus-ak';
import { CORPUS_AL_CRISIS, CORPUS_AL_ORDINARY } from './corpus-al';
import { CORPUS_AN_CRISIS, CORPUS_AN_ORDINARY } from './corpus-an';
import { CORPUS_AO_CRISIS, CORPUS_AO_ORDINARY } from './corpus-ao';
import { BLIND32_CRISIS, BLIND32_ORDINARY } from './blind-32';
import { BLIND33_CRISIS, BLIND33_ORDINARY } from './blind-33';
import { BLIND34_CRISIS, BLIND34_ORDINARY } from './blind-34';
import { CORPUS_AM_CRISIS, CORPUS_AM_ORDINARY } from './corpus-am';
import { CORPUS_AP_CRISIS, CORPUS_AP_ORDINARY } from './corpus-ap';
import { BLIND35_CRISIS, BLIND35_ORDINARY } from './blind-35';
import { BLIND36_CRISIS, BLIND36_ORDINARY } from './blind-36';
import { CORPUS_AQ_CRISIS, CORPUS_AQ_ORDINARY } from './corpus-aq';
import { CORPUS_AR_CRISIS, CORPUS_AR_ORDINARY } from './corpus-ar';
import { CORPUS_AS_CRISIS, CORPUS_AS_ORDINARY } from './corpus-as';
import { CORPUS_AU_CRISIS, CORPUS_AU_ORDINARY } from './corpus-au';
import { BLIND37_CRISIS, BLIND37_ORDINARY } from './blind-37';
import { BLIND38_CRISIS, BLIND38_ORDINARY } from './blind-38';
import { CORPUS_AT_CRISIS, CORPUS_AT_ORDINARY } from './corpus-at';
import { CORPUS_AX_CRISIS, CORPUS_AX_ORDINARY } from './corpus-ax';
import { CORPUS_AY_CRISIS, CORPUS_AY_ORDINARY } from './corpus-ay';
import { BLIND39_CRISIS, BLIND39_ORDINARY } from './blind-39';
import { BLIND40_CRISIS, BLIND40_ORDINARY } from './blind-40';
import { CORPUS_AV_CRISIS, CORPUS_AV_ORDINARY } from './corpus-av';
import { CORPUS_AW_CRISIS, CORPUS_AW_ORDINARY } from './corpus-aw';
import { CORPUS_AZ_CRISIS, CORPUS_AZ_ORDINARY } from './corpus-az';
import { CORPUS_BA_CRISIS, CORPUS_BA_ORDINARY } from './corpus-ba';
import { CORPUS_BB_CRISIS, CORPUS_BB_ORDINARY } from './corpus-bb';
import { CORPUSBD1_CRISIS, CORPUSBD1_ORDINARY } from './corpus-bd1';
import { CORPUSBD2_CRISIS, CORPUSBD2_ORDINARY } from './corpus-bd2';
import { CORPUSBD3_CRISIS, CORPUSBD3_ORDINARY } from './corpus-bd3';
import { CORPUSBE1_CRISIS, CORPUSBE1_ORDINARY } from './corpus-be1';
import { CORPUSBE2_CRISIS, CORPUSBE2_ORDINARY } from './corpus-be2';
import { CORPUSBE3_CRISIS, CORPUSBE3_ORDINARY } from './corpus-be3';
import { CORPUSBF1_CRISIS, CORPUSBF1_ORDINARY } from './corpus-bf1';
import { CORPUSBF2_CRISIS, CORPUSBF2_ORDINARY } from './corpus-bf2';
import { CORPUSBF3_CRISIS, CORPUSBF3_ORDINARY } from './corpus-bf3';
import { CORPUSBG1_CRISIS, CORPUSBG1_ORDINARY } from './corpus-bg1';
import { CORPUSBG2_CRISIS, CORPUSBG2_ORDINARY } from './corpus-bg2';
import { CORPUSBG3_CRISIS, CORPUSBG3_ORDINARY } from './corpus-bg3';
import { CORPUSBI1_CRISIS, CORPUSBI1_ORDINARY } from './corpus-bi1';
import { CORPUSBI2_CRISIS, CORPUSBI2_ORDINARY } from './corpus-bi2';
import { CORPUSBI3_CRISIS, CORPUSBI3_ORDINARY } from './corpus-bi3';
import { CORPUSBJ1_CRISIS, CORPUSBJ1_ORDINARY } from './corpus-bj1';
import { CORPUSBJ2_CRISIS, CORPUSBJ2_ORDINARY } from './corpus-bj2';
import { CORPUSBJ3_CRISIS, CORPUSBJ3_ORDINARY } from './corpus-bj3';
import { CORPUSBH1_CRISIS, CORPUSBH1_ORDINARY } from './corpus-bh1';
import { CORPUSBK1_CRISIS, CORPUSBK1_ORDINARY } from './corpus-bk1';
import { CORPUSBK2_CRISIS, CORPUSBK2_ORDINARY } from './corpus-bk2';
import { CORPUSBL1_CRISIS, CORPUSBL1_ORDINARY } from './corpus-bl1';
import { CORPUSBL2_CRISIS, CORPUSBL2_ORDINARY } from './corpus-bl2';
import { CORPUSBM1_CRISIS, CORPUSBM1_ORDINARY } from './corpus-bm1';
import { CORPUSBM2_CRISIS, CORPUSBM2_ORDINARY } from './corpus-bm2';
import { BLIND41_CRISIS, BLIND41_ORDINARY } from './blind-41';
import { BLIND42_CRISIS, BLIND42_ORDINARY } from './blind-42';
import { CORPUSBC_CRISIS, CORPUSBC_ORDINARY } from './corpus-bc';
import { CORPUSBH2_CRISIS, CORPUSBH2_ORDINARY } from './corpus-bh2';
import { CORPUSBH3_CRISIS, CORPUSBH3_ORDINARY } from './corpus-bh3';
import { CORPUSBP1_CRISIS, CORPUSBP1_ORDINARY } from './corpus-bp1';
import { CORPUSBP2_CRISIS, CORPUSBP2_ORDINARY } from './corpus-bp2';
import { CORPUSBN1_CRISIS, CORPUSBN1_ORDINARY } from './corpus-bn1';
import { CORPUSBN2_CRISIS, CORPUSBN2_ORDINARY } from './corpus-bn2';
import { CORPUSBN3_CRISIS, CORPUSBN3_ORDINARY } from './corpus-bn3';
import { CORPUSBO1_CRISIS, CORPUSBO1_ORDINARY } from './corpus-bo1';
import { CORPUSBO2_CRISIS, CORPUSBO2_ORDINARY } from './corpus-bo2';
import { CORPUSBO3_CRISIS, CORPUSBO3_ORDINARY } from './corpus-bo3';
import { CORPUSBR1_CRISIS, CORPUSBR1_ORDINARY } from './corpus-br1';
import { CORPUSBR2_CRISIS, CORPUSBR2_ORDINARY } from './corpus-br2';
import { CORPUSBR3_CRISIS, CORPUSBR3_ORDINARY } from './corpus-br3';
import { CORPUSBQ1_CRISIS, CORPUSBQ1_ORDINARY } from './corpus-bq1';
import { CORPUSBQ2_CRISIS, CORPUSBQ2_ORDINARY } from './corpus-bq2';
import { CORPUSBQ3_CRISIS, CORPUSBQ3_ORDINARY } from './corpus-bq3';
import { CORPUSBS1_CRISIS, CORPUSBS1_ORDINARY } from './corpus-bs1';
import { CORPUSBS2_CRISIS, CORPUSBS2_ORDINARY } from './corpus-bs2';
import { CORPUSBS3_CRISIS, CORPUSBS3_ORDINARY } from './corpus-bs3';
import { CORPUSBT1_CRISIS, CORPUSBT1_ORDINARY } from './corpus-bt1';
import { CORPUSBT2_CRISIS, CORPUSBT2_ORDINARY } from './corpus-bt2';
import { CORPUSBT3_CRISIS, CORPUSBT3_ORDINARY } from './corpus-bt3';
import { BLIND43_CRISIS, BLIND43_ORDINARY } from './blind-43';
import { BLIND44_CRISIS, BLIND44_ORDINARY } from './blind-44';
import { BLIND45_CRISIS, BLIND45_ORDINARY } from './blind-45';
import { BLIND46_CRISIS, BLIND46_ORDINARY } from './blind-46';
import { CORPUSBP3_CRISIS, CORPUSBP3_ORDINARY } from './corpus-bp3';
import { CORPUSBV1_CRISIS, CORPUSBV1_ORDINARY } from './corpus-bv1';
import { CORPUSBV2_CRISIS, CORPUSBV2_ORDINARY } from './corpus-bv2';
import { CORPUSBW1_CRISIS, CORPUSBW1_ORDINARY } from './corpus-bw1';
import { CORPUSBU1_CRISIS, CORPUSBU1_ORDINARY } from './corpus-bu1';
import { CORPUSBU2_CRISIS, CORPUSBU2_ORDINARY } from './corpus-bu2';
import { CORPUSBU3_CRISIS, CORPUSBU3_ORDINARY } from './corpus-bu3';
import { CORPUSBU4_CRISIS, CORPUSBU4_ORDINARY } from './corpus-bu4';
import { CORPUSBX1_CRISIS, CORPUSBX1_ORDINARY } from './corpus-bx1';
import { BLIND47_CRISIS, BLIND47_ORDINARY } from './blind-47';
import { BLIND48_CRISIS, BLIND48_ORDINARY } from './blind-48';
import { BLIND49_CRISIS, BLIND49_ORDINARY } from './blind-49';
import { CORPUSBY1_CRISIS, CORPUSBY1_ORDINARY } from './corpus-by1';
import { CORPUSBY4_CRISIS, CORPUSBY4_ORDINARY } from './corpus-by4';
import { BLIND50_CRISIS, BLIND50_ORDINARY } from './blind-50';
import { BLIND51_CRISIS, BLIND51_ORDINARY } from './blind-51';
import { BLIND52_CRISIS, BLIND52_ORDINARY } from './blind-52';
import { BLIND53_CRISIS, BLIND53_ORDINARY } from './blind-53';
import { CORPUSBZ1_CRISIS, CORPUSBZ1_ORDINARY } from './corpus-bz1';
import { CORPUSBY3_CRISIS, CORPUSBY3_ORDINARY } from './corpus-by3';
import { CORPUSBY2_CRISIS, CORPUSBY2_ORDINARY } from './corpus-by2';
import { CORPUS_B_CRISIS, CORPUS_B_ORDINARY } from './corpus-b';
import { CORPUS_C_CRISIS, CORPUS_C_ORDINARY } from './corpus-c';
import { CORPUS_D_CRISIS, CORPUS_D_ORDINARY } from './corpus-d';
import { CORPUS_E_CRISIS, CORPUS_E_ORDINARY } from './corpus-e';
import { CORPUS_F_CRISIS, CORPUS_F_ORDINARY } from './corpus-f';
import { CORPUS_G_CRISIS, CORPUS_G_ORDINARY } from './corpus-g';
import { CORPUS_H_CRISIS, CORPUS_H_ORDINARY } from './corpus-h';
import { CORPUS_I_CRISIS, CORPUS_I_ORDINARY } from './corpus-i';
import { CORPUS_J_CRISIS, CORPUS_J_ORDINARY } from './corpus-j';
import { CORPUS_K_CRISIS, CORPUS_K_ORDINARY } from './corpus-k';
import { CORPUS_L_CRISIS, CORPUS_L_ORDINARY } from './corpus-l';
import { CORPUS_M_CRISIS, CORPUS_M_ORDINARY } from './corpus-m';
import { CORPUS_N_CRISIS, CORPUS_N_ORDINARY } from './corpus-n';
import { CORPUS_O_CRISIS, CORPUS_O_ORDINARY } from './corpus-o';
import { CORPUS_P_CRISIS, CORPUS_P_ORDINARY } from './corpus-p';
import { CORPUS_Q_CRISIS, CORPUS_Q_ORDINARY } from './corpus-q';
import { CORPUS_R_CRISIS, CORPUS_R_ORDINARY } from './corpus-r';
import { CORPUS_S_CRISIS, CORPUS_S_ORDINARY } from './corpus-s';
import { CORPUS_T_CRISIS, CORPUS_T_ORDINARY } from './corpus-t';
import { CORPUS_U_CRISIS, CORPUS_U_ORDINARY } from './corpus-u';
import { CORPUS_V_CRISIS, CORPUS_V_ORDINARY } from './corpus-v';
import { CORPUS_W_CRISIS, CORPUS_W_ORDINARY } from './corpus-w';
import { CORPUS_X_CRISIS, CORPUS_X_ORDINARY } from './corpus-x';
import { CORPUS_Y_CRISIS, CORPUS_Y_ORDINARY } from './corpus-y';
import { CORPUS_Z_CRISIS, CORPUS_Z_ORDINARY } from './corpus-z';
import { FINAL_CRISIS, FINAL_ORDINARY } from './blind-final';
import type { HeldoutCategory } from './heldout-data';
import { HELDOUT_CRISIS, HELDOUT_ORDINARY } from './heldout-data';
import { CORPUSCB_CRISIS, CORPUSCB_ORDINARY } from './corpus-cb';
import { CORPUSCA_CRISIS, CORPUSCA_ORDINARY } from './corpus-ca';
import { CORPUSCC_CRISIS, CORPUSCC_ORDINARY } from './corpus-cc';
import { CORPUSCD_CRISIS, CORPUSCD_ORDINARY } from './corpus-cd';
import { CORPUSCE_CRISIS, CORPUSCE_ORDINARY } from './corpus-ce';
import { BLIND54_CRISIS, BLIND54_ORDINARY } from './blind-54';
import { BLIND55_CRISIS, BLIND55_ORDINARY } from './blind-55';
import { BLIND56_CRISIS, BLIND56_ORDINARY } from './blind-56';
import { BLIND57_CRISIS, BLIND57_ORDINARY } from './blind-57';
import { BLIND58_CRISIS, BLIND58_ORDINARY } from './blind-58';
import { BLIND59_CRISIS, BLIND59_ORDINARY } from './blind-59';
import { BLIND60_CRISIS, BLIND60_ORDINARY } from './blind-60';
import { BLIND61_CRISIS, BLIND61_ORDINARY } from './blind-61';
import { BLIND62_CRISIS, BLIND62_ORDINARY } from './blind-62';
import { BLIND63_CRISIS, BLIND63_ORDINARY } from './blind-63';
import { CORPUSCF_CRISIS, CORPUSCF_ORDINARY } from './corpus-cf';
import { CORPUSCG_CRISIS, CORPUSCG_ORDINARY } from './corpus-cg';
import { CORPUSCH_CRISIS, CORPUSCH_ORDINARY } from './corpus-ch';
import { CORPUSCI_CRISIS, CORPUSCI_ORDINARY } from './corpus-ci';
import { CORPUSCJ_CRISIS, CORPUSCJ_ORDINARY } from './corpus-cj';
import { CORPUSCK_CRISIS, CORPUSCK_ORDINARY } from './corpus-ck';
import { BLIND64_CRISIS, BLIND64_ORDINARY } from './blind-64';
import { BLIND65_CRISIS, BLIND65_ORDINARY } from './blind-65';
import { BLIND66_CRISIS, BLIND66_ORDINARY } from './blind-66';
import { BLIND67_CRISIS, BLIND67_ORDINARY } from './blind-67';
import { CORPUSCL_CRISIS, CORPUSCL_ORDINARY } from './corpus-cl';
import { CORPUSCM_CRISIS, CORPUSCM_ORDINARY } from './corpus-cm';
import { CORPUSCN_CRISIS, CORPUSCN_ORDINARY } from './corpus-cn';
import { CORPUSCO_CRISIS, CORPUSCO_ORDINARY } from './corpus-co';
import { CORPUSCP_CRISIS, CORPUSCP_ORDINARY } from './corpus-cp';
import { CORPUSCQ_CRISIS, CORPUSCQ_ORDINARY } from './corpus-cq';
import { CORPUSCR_CRISIS, CORPUSCR_ORDINARY } from './corpus-cr';
import { BLIND68_CRISIS, BLIND68_ORDINARY } from './blind-68';
import { BLIND69_CRISIS, BLIND69_ORDINARY } from './blind-69';
import { BLIND70_CRISIS, BLIND70_ORDINARY } from './blind-70';
import { BLIND71_CRISIS, BLIND71_ORDINARY } from './blind-71';
import { BLIND72_CRISIS, BLIND72_ORDINARY } from './blind-72';
import { BLIND73_CRISIS, BLIND73_ORDINARY } from './blind-73';
import { BLIND74_CRISIS, BLIND74_ORDINARY } from './blind-74';
import { BLIND75_CRISIS, BLIND75_ORDINARY } from './blind-75';
import { CORPUSDU_CRISIS, CORPUSDU_ORDINARY } from './corpus-du';
import { CORPUSDV_CRISIS, CORPUSDV_ORDINARY } from './corpus-dv';
import { CORPUSDW_CRISIS, CORPUSDW_ORDINARY } from './corpus-dw';
import { CORPUSDX_CRISIS, CORPUSDX_ORDINARY } from './corpus-dx';
import { CORPUSDY_CRISIS, CORPUSDY_ORDINARY } from './corpus-dy';
import { CORPUSDZ_CRISIS, CORPUSDZ_ORDINARY } from './corpus-dz';
import { CORPUSEA_CRISIS, CORPUSEA_ORDINARY } from './corpus-ea';
import { CORPUSEB_CRISIS, CORPUSEB_ORDINARY } from './corpus-eb';
import { CORPUSEC_CRISIS, CORPUSEC_ORDINARY } from './corpus-ec';
import { CORPUSED_CRISIS, CORPUSED_ORDINARY } from './corpus-ed';
import { CORPUSEE_CRISIS, CORPUSEE_ORDINARY } from './corpus-ee';
import { CORPUSEF_CRISIS, CORPUSEF_ORDINARY } from './corpus-ef';
import { CORPUSEG_CRISIS, CORPUSEG_ORDINARY } from './corpus-eg';
import { CORPUSEH_CRISIS, CORPUSEH_ORDINARY } from './corpus-eh';
import { CORPUSEI_CRISIS, CORPUSEI_ORDINARY } from './corpus-ei';
import { CORPUSEJ_CRISIS, CORPUSEJ_ORDINARY } from './corpus-ej';
import { CORPUSEK_CRISIS, CORPUSEK_ORDINARY } from './corpus-ek';
import { CORPUSEL_CRISIS, CORPUSEL_ORDINARY } from './corpus-el';
import { CORPUSEM_CRISIS, CORPUSEM_ORDINARY } from './corpus-em';
import { CORPUSEN_CRISIS, CORPUSEN_ORDINARY } from './corpus-en';
import { BLIND76_CRISIS, BLIND76_ORDINARY } from './blind-76';
import { BLIND77_CRISIS, BLIND77_ORDINARY } from './blind-77';
import { BLIND78_CRISIS, BLIND78_ORDINARY } from './blind-78';
import { BLIND79_CRISIS, BLIND79_ORDINARY } from './blind-79';
import { CORPUSEO_CRISIS, CORPUSEO_ORDINARY } from './corpus-eo';
import { CORPUSEP_CRISIS, CORPUSEP_ORDINARY } from './corpus-ep';
import { CORPUSEQ_CRISIS, CORPUSEQ_ORDINARY } from './corpus-eq';
import { CORPUSER_CRISIS, CORPUSER_ORDINARY } from './corpus-er';
import { CORPUSES_CRISIS, CORPUSES_ORDINARY } from './corpus-es';
import { CORPUSET_CRISIS, CORPUSET_ORDINARY } from './corpus-et';
import { CORPUSEU_CRISIS, CORPUSEU_ORDINARY } from './corpus-eu';
import { CORPUSEV_CRISIS, CORPUSEV_ORDINARY } from './corpus-ev';
import { CORPUSEW_CRISIS, CORPUSEW_ORDINARY } from './corpus-ew';
import { CORPUSEX_CRISIS, CORPUSEX_ORDINARY } from './corpus-ex';
import { CORPUSEY_CRISIS, CORPUSEY_ORDINARY } from './corpus-ey';
import { CORPUSEZ_CRISIS, CORPUSEZ_ORDINARY } from './corpus-ez';
import { CORPUSFA_CRISIS, CORPUSFA_ORDINARY } from './corpus-fa';
import { CORPUSFB_CRISIS, CORPUSFB_ORDINARY } from './corpus-fb';
import { CORPUSFC_CRISIS, CORPUSFC_ORDINARY } from './corpus-fc';
import { CORPUSFD_CRISIS, CORPUSFD_ORDINARY } from './corpus-fd';
import { CORPUSFE_CRISIS, CORPUSFE_ORDINARY } from './corpus-fe';
import { CORPUSFF_CRISIS, CORPUSFF_ORDINARY } from './corpus-ff';
import { CORPUSFG_CRISIS, CORPUSFG_ORDINARY } from './corpus-fg';
import { CORPUSFH_CRISIS, CORPUSFH_ORDINARY } from './corpus-fh';
import { CORPUSFI_CRISIS, CORPUSFI_ORDINARY } from './corpus-fi';
import { CORPUSFJ_CRISIS, CORPUSFJ_ORDINARY } from './corpus-fj';
import { CORPUSFK_CRISIS, CORPUSFK_ORDINARY } from './corpus-fk';
import { CORPUSFL_CRISIS, CORPUSFL_ORDINARY } from './corpus-fl';
import { CORPUSFM_CRISIS, CORPUSFM_ORDINARY } from './corpus-fm';
import { CORPUSFN_CRISIS, CORPUSFN_ORDINARY } from './corpus-fn';
import { CORPUSFO_CRISIS, CORPUSFO_ORDINARY } from './corpus-fo';
import { CORPUSFP_CRISIS, CORPUSFP_ORDINARY } from './corpus-fp';
import { CORPUSFQ_CRISIS, CORPUSFQ_ORDINARY } from './corpus-fq';
import { CORPUSFR_CRISIS, CORPUSFR_ORDINARY } from './corpus-fr';
import { CORPUSFS_CRISIS, CORPUSFS_ORDINARY } from './corpus-fs';
import { CORPUSFT_CRISIS, CORPUSFT_ORDINARY } from './corpus-ft';
import { CORPUSFU_CRISIS, CORPUSFU_ORDINARY } from './corpus-fu';
import { CORPUSFV_CRISIS, CORPUSFV_ORDINARY } from './corpus-fv';
import { CORPUSFW_CRISIS, CORPUSFW_ORDINARY } from './corpus-fw';
import { CORPUSFX_CRISIS, CORPUSFX_ORDINARY } from './corpus-fx';
import { CORPUSFY_CRISIS, CORPUSFY_ORDINARY } from './corpus-fy';
import { CORPUSFZ_CRISIS, CORPUSFZ_ORDINARY } from './corpus-fz';
import { CORPUSGA_CRISIS, CORPUSGA_ORDINARY } from './corpus-ga';
import { CORPUSGB_CRISIS, CORPUSGB_ORDINARY } from './corpus-gb';
import { CORPUSCS_CRISIS, CORPUSCS_ORDINARY } from './corpus-cs';
import { CORPUSCT_CRISIS, CORPUSCT_ORDINARY } from './corpus-ct';
import { CORPUSCU_CRISIS, CORPUSCU_ORDINARY } from './corpus-cu';
import { CORPUSCV_CRISIS, CORPUSCV_ORDINARY } from './corpus-cv';
import { CORPUSCW_CRISIS, CORPUSCW_ORDINARY } from './corpus-cw';
import { CORPUSCX_CRISIS, CORPUSCX_ORDINARY } from './corpus-cx';
import { CORPUSCY_CRISIS, CORPUSCY_ORDINARY } from './corpus-cy';
import { CORPUSCZ_CRISIS, CORPUSCZ_ORDINARY } from './corpus-cz';
import { CORPUSDA_CRISIS, CORPUSDA_ORDINARY } from './corpus-da';
import { CORPUSDB_CRISIS, CORPUSDB_ORDINARY } from './corpus-db';
import { CORPUSDC_CRISIS, CORPUSDC_ORDINARY } from './corpus-dc';
import { CORPUSDD_CRISIS, CORPUSDD_ORDINARY } from './corpus-dd';
import { CORPUSDE_CRISIS, CORPUSDE_ORDINARY } from './corpus-de';
import { CORPUSDF_CRISIS, CORPUSDF_ORDINARY } from './corpus-df';
import { CORPUSDG_CRISIS, CORPUSDG_ORDINARY } from './corpus-dg';
import { CORPUSDH_CRISIS, CORPUSDH_ORDINARY } from './corpus-dh';
import { CORPUSDI_CRISIS, CORPUSDI_ORDINARY } from './corpus-di';
import { CORPUSDJ_CRISIS, CORPUSDJ_ORDINARY } from './corpus-dj';
import { CORPUSDK_CRISIS, CORPUSDK_ORDINARY } from './corpus-dk';
import { CORPUSDL_CRISIS, CORPUSDL_ORDINARY } from './corpus-dl';
import { CORPUSDM_CRISIS, CORPUSDM_ORDINARY } from './corpus-dm';
import { CORPUSDN_CRISIS, CORPUSDN_ORDINARY } from './corpus-dn';
import { CORPUSDO_CRISIS, CORPUSDO_ORDINARY } from './corpus-do';
import { CORPUSDP_CRISIS, CORPUSDP_ORDINARY } from './corpus-dp';
import { CORPUSDQ_CRISIS, CORPUSDQ_ORDINARY } from './corpus-dq';
import { CORPUSDR_CRISIS, CORPUSDR_ORDINARY } from './corpus-dr';
import { CORPUSDS_CRISIS, CORPUSDS_ORDINARY } from './corpus-ds';
import { CORPUSDT_CRISIS, CORPUSDT_ORDINARY } from './corpus-dt';

export interface GroupedExample extends Example {
  /** 'tuned' (written for the rules, always trained on) or the batch a blind sentence came from. */
  group: string;
}

export interface Batch {
  name: string;
  crisis: [string, HeldoutCategory][];
  ordinary: string[];
}

/** The batches cross-validation leaves out one at a time. */
export const CV_BATCHES: Batch[] = [
  { name: 'heldout', crisis: HELDOUT_CRISIS, ordinary: HELDOUT_ORDINARY },
  { name: 'blind-1', crisis: BLIND1_CRISIS, ordinary: BLIND1_ORDINARY },
  { name: 'blind-2', crisis: BLIND2_CRISIS, ordinary: BLIND2_ORDINARY },
  { name: 'blind-3', crisis: BLIND3_CRISIS, ordinary: BLIND3_ORDINARY },
  { name: 'blind-4', crisis: BLIND4_CRISIS, ordinary: BLIND4_ORDINARY },
  { name: 'blind-5', crisis: BLIND5_CRISIS, ordinary: BLIND5_ORDINARY },
  { name: 'blind-6', crisis: BLIND6_CRISIS, ordinary: BLIND6_ORDINARY },
  { name: 'blind-7', crisis: BLIND7_CRISIS, ordinary: BLIND7_ORDINARY },
  { name: 'blind-8', crisis: BLIND8_CRISIS, ordinary: BLIND8_ORDINARY },
  { name: 'blind-9', crisis: BLIND9_CRISIS, ordinary: BLIND9_ORDINARY },
  { name: 'blind-10', crisis: BLIND10_CRISIS, ordinary: BLIND10_ORDINARY },
  { name: 'blind-11', crisis: BLIND11_CRISIS, ordinary: BLIND11_ORDINARY },
  { name: 'blind-14', crisis: BLIND14_CRISIS, ordinary: BLIND14_ORDINARY },
  { name: 'blind-15', crisis: BLIND15_CRISIS, ordinary: BLIND15_ORDINARY },
  { name: 'blind-16', crisis: BLIND16_CRISIS, ordinary: BLIND16_ORDINARY },
  { name: 'blind-17', crisis: BLIND17_CRISIS, ordinary: BLIND17_ORDINARY },
  { name: 'blind-18', crisis: BLIND18_CRISIS, ordinary: BLIND18_ORDINARY },
  // Round safe21h: the sealed batches read once in safe21g (19-21) and at its end (22).
  { name: 'blind-19', crisis: BLIND19_CRISIS, ordinary: BLIND19_ORDINARY },
  { name: 'blind-20', crisis: BLIND20_CRISIS, ordinary: BLIND20_ORDINARY },
  { name: 'blind-21', crisis: BLIND21_CRISIS, ordinary: BLIND21_ORDINARY },
  { name: 'blind-22', crisis: BLIND22_CRISIS, ordinary: BLIND22_ORDINARY },
  // Round safe21g: fourteen training corpora of about 900 sentences each, written fresh by helper sessions
  // that read no project file (bench/results/safety-corpora.md has each one's first read before training).
  { name: 'corpus-a', crisis: CORPUS_A_CRISIS, ordinary: CORPUS_A_ORDINARY },
  { name: 'corpus-b', crisis: CORPUS_B_CRISIS, ordinary: CORPUS_B_ORDINARY },
  { name: 'corpus-c', crisis: CORPUS_C_CRISIS, ordinary: CORPUS_C_ORDINARY },
  { name: 'corpus-d', crisis: CORPUS_D_CRISIS, ordinary: CORPUS_D_ORDINARY },
  { name: 'corpus-e', crisis: CORPUS_E_CRISIS, ordinary: CORPUS_E_ORDINARY },
  { name: 'corpus-f', crisis: CORPUS_F_CRISIS, ordinary: CORPUS_F_ORDINARY },
  { name: 'corpus-g', crisis: CORPUS_G_CRISIS, ordinary: CORPUS_G_ORDINARY },
  { name: 'corpus-h', crisis: CORPUS_H_CRISIS, ordinary: CORPUS_H_ORDINARY },
  { name: 'corpus-i', crisis: CORPUS_I_CRISIS, ordinary: CORPUS_I_ORDINARY },
  { name: 'corpus-j', crisis: CORPUS_J_CRISIS, ordinary: CORPUS_J_ORDINARY },
  { name: 'corpus-k', crisis: CORPUS_K_CRISIS, ordinary: CORPUS_K_ORDINARY },
  { name: 'corpus-l', crisis: CORPUS_L_CRISIS, ordinary: CORPUS_L_ORDINARY },
  { name: 'corpus-m', crisis: CORPUS_M_CRISIS, ordinary: CORPUS_M_ORDINARY },
  { name: 'corpus-n', crisis: CORPUS_N_CRISIS, ordinary: CORPUS_N_ORDINARY },
  // Round safe21h: thumb-typed fragments, crises shown by what was done, others named beside the speaker (q, s),
  // voice-typed run-ons, letters and diaries, danger said as a joke. s..v joined after their second read (at
  // 30d660f); corpus-r was kept out as unseen text until safe21i (bench/results/safety-corpora.md).
  { name: 'corpus-o', crisis: CORPUS_O_CRISIS, ordinary: CORPUS_O_ORDINARY },
  { name: 'corpus-p', crisis: CORPUS_P_CRISIS, ordinary: CORPUS_P_ORDINARY },
  { name: 'corpus-q', crisis: CORPUS_Q_CRISIS, ordinary: CORPUS_Q_ORDINARY },
  { name: 'corpus-s', crisis: CORPUS_S_CRISIS, ordinary: CORPUS_S_ORDINARY },
  { name: 'corpus-t', crisis: CORPUS_T_CRISIS, ordinary: CORPUS_T_ORDINARY },
  { name: 'corpus-u', crisis: CORPUS_U_CRISIS, ordinary: CORPUS_U_ORDINARY },
  { name: 'corpus-v', crisis: CORPUS_V_CRISIS, ordinary: CORPUS_V_ORDINARY },
  // Round safe21i: the unseen reads of safe21h (formal and medical writing in r and y, a mixed week in w, two sealed
  // batches); corpus-ab (small mishaps beside emergencies), corpus-ac (courteous spoken 합쇼체 to a counsellor) and
  // corpus-ad (terse 하오체 and old words), corpus-ae (questions) and corpus-af (rural daily reports in dialect), written
  // for it and read once before training.
  { name: 'blind-23', crisis: BLIND23_CRISIS, ordinary: BLIND23_ORDINARY },
  { name: 'blind-24', crisis: BLIND24_CRISIS, ordinary: BLIND24_ORDINARY },
  { name: 'corpus-r', crisis: CORPUS_R_CRISIS, ordinary: CORPUS_R_ORDINARY },
  { name: 'corpus-w', crisis: CORPUS_W_CRISIS, ordinary: CORPUS_W_ORDINARY },
  { name: 'corpus-y', crisis: CORPUS_Y_CRISIS, ordinary: CORPUS_Y_ORDINARY },
  { name: 'corpus-ab', crisis: CORPUS_AB_CRISIS, ordinary: CORPUS_AB_ORDINARY },
  { name: 'corpus-ac', crisis: CORPUS_AC_CRISIS, ordinary: CORPUS_AC_ORDINARY },
  { name: 'corpus-ad', crisis: CORPUS_AD_CRISIS, ordinary: CORPUS_AD_ORDINARY },
  { name: 'corpus-ae', crisis: CORPUS_AE_CRISIS, ordinary: CORPUS_AE_ORDINARY },
  { name: 'corpus-af', crisis: CORPUS_AF_CRISIS, ordinary: CORPUS_AF_ORDINARY },
  // Round safe21j: the unseen reads of safe21i (a mixed month in x, formal and medical writing in z, dignified written
  // Korean in aa, three sealed batches); corpus-ag (voice dictation) and corpus-ah (diaries and letters in literary
  // words), corpus-aj (typing with shaky hands), corpus-ak (terse old men) and corpus-al (answers in a chat), written
  // for it and read once before training. corpus-ai and blind-28..31 stayed unseen until safe21k
  // (bench/results/safety-corpora.md).
  { name: 'blind-25', crisis: BLIND25_CRISIS, ordinary: BLIND25_ORDINARY },
  { name: 'blind-26', crisis: BLIND26_CRISIS, ordinary: BLIND26_ORDINARY },
  { name: 'blind-27', crisis: BLIND27_CRISIS, ordinary: BLIND27_ORDINARY },
  { name: 'corpus-x', crisis: CORPUS_X_CRISIS, ordinary: CORPUS_X_ORDINARY },
  { name: 'corpus-z', crisis: CORPUS_Z_CRISIS, ordinary: CORPUS_Z_ORDINARY },
  { name: 'corpus-aa', crisis: CORPUS_AA_CRISIS, ordinary: CORPUS_AA_ORDINARY },
  { name: 'corpus-ag', crisis: CORPUS_AG_CRISIS, ordinary: CORPUS_AG_ORDINARY },
  { name: 'corpus-ah', crisis: CORPUS_AH_CRISIS, ordinary: CORPUS_AH_ORDINARY },
  { name: 'corpus-aj', crisis: CORPUS_AJ_CRISIS, ordinary: CORPUS_AJ_ORDINARY },
  { name: 'corpus-ak', crisis: CORPUS_AK_CRISIS, ordinary: CORPUS_AK_ORDINARY },
  { name: 'corpus-al', crisis: CORPUS_AL_CRISIS, ordinary: CORPUS_AL_ORDINARY },
  // Round safe21k: the unseen reads of safe21j (long chatty messages with the danger in passing in corpus-ai, four
  // sealed batches), corpus-an (dialect-speaking older women) and corpus-ao (the danger said once in other talk),
  // written for it and read once before training. blind-32..34 and corpus-am stay unseen (bench/results/safety-corpora.md).
  { name: 'blind-28', crisis: BLIND28_CRISIS, ordinary: BLIND28_ORDINARY },
  { name: 'blind-29', crisis: BLIND29_CRISIS, ordinary: BLIND29_ORDINARY },
  { name: 'blind-30', crisis: BLIND30_CRISIS, ordinary: BLIND30_ORDINARY },
  { name: 'blind-31', crisis: BLIND31_CRISIS, ordinary: BLIND31_ORDINARY },
  { name: 'corpus-ai', crisis: CORPUS_AI_CRISIS, ordinary: CORPUS_AI_ORDINARY },
  { name: 'corpus-an', crisis: CORPUS_AN_CRISIS, ordinary: CORPUS_AN_ORDINARY },
  { name: 'corpus-ao', crisis: CORPUS_AO_CRISIS, ordinary: CORPUS_AO_ORDINARY },
  // Round safe21l: the unseen reads of safe21k (corpus-am, long chatty messages with the danger in one sentence, and
  // three sealed batches) and corpus-ap (memory trouble and the middle of the night), written for it and read once
  // before training. blind-35, blind-36 and corpus-aq stay unseen (bench/results/safety-corpora.md).
  { name: 'blind-32', crisis: BLIND32_CRISIS, ordinary: BLIND32_ORDINARY },
  { name: 'blind-33', crisis: BLIND33_CRISIS, ordinary: BLIND33_ORDINARY },
  { name: 'blind-34', crisis: BLIND34_CRISIS, ordinary: BLIND34_ORDINARY },
  { name: 'corpus-am', crisis: CORPUS_AM_CRISIS, ordinary: CORPUS_AM_ORDINARY },
  { name: 'corpus-ap', crisis: CORPUS_AP_CRISIS, ordinary: CORPUS_AP_ORDINARY },
  // Round safe21m: the unseen reads of safe21l (blind-35 voice dictation, blind-36 understatement, corpus-aq strong
  // regional speech), read once sentence by sentence before training.
  { name: 'blind-35', crisis: BLIND35_CRISIS, ordinary: BLIND35_ORDINARY },
  { name: 'blind-36', crisis: BLIND36_CRISIS, ordinary: BLIND36_ORDINARY },
  { name: 'corpus-aq', crisis: CORPUS_AQ_CRISIS, ordinary: CORPUS_AQ_ORDINARY },
  // And corpus-ar (carers at home), corpus-as (seasons and anniversaries) and corpus-au (two-part messages), written for it and read once before
  // training. blind-37, blind-38 and corpus-at stay unseen (bench/results/safety-corpora.md).
  { name: 'corpus-ar', crisis: CORPUS_AR_CRISIS, ordinary: CORPUS_AR_ORDINARY },
  { name: 'corpus-as', crisis: CORPUS_AS_CRISIS, ordinary: CORPUS_AS_ORDINARY },
  { name: 'corpus-au', crisis: CORPUS_AU_CRISIS, ordinary: CORPUS_AU_ORDINARY },
  // Round safe21n: the unseen reads of safe21m (blind-37 metaphor, blind-38 KakaoTalk style, corpus-at two-part
  // messages), read once sentence by sentence before training.
  { name: 'blind-37', crisis: BLIND37_CRISIS, ordinary: BLIND37_ORDINARY },
  { name: 'blind-38', crisis: BLIND38_CRISIS, ordinary: BLIND38_ORDINARY },
  { name: 'corpus-at', crisis: CORPUS_AT_CRISIS, ordinary: CORPUS_AT_ORDINARY },
  // And corpora written for it and read once before training: corpus-ax (plain everyday chat, the guard the full run of
  // safe21m asked for) and corpus-ay (KakaoTalk style). blind-39, blind-40 and corpus-av stay unseen
  // (bench/results/safety-corpora.md).
  { name: 'corpus-ax', crisis: CORPUS_AX_CRISIS, ordinary: CORPUS_AX_ORDINARY },
  { name: 'corpus-ay', crisis: CORPUS_AY_CRISIS, ordinary: CORPUS_AY_ORDINARY },
  // Round safe21o: the unseen reads of safe21n (blind-39 voice dictation, blind-40 terse older men, corpus-av two- and
  // three-part messages), read once sentence by sentence before training.
  { name: 'blind-39', crisis: BLIND39_CRISIS, ordinary: BLIND39_ORDINARY },
  { name: 'blind-40', crisis: BLIND40_CRISIS, ordinary: BLIND40_ORDINARY },
  { name: 'corpus-av', crisis: CORPUS_AV_CRISIS, ordinary: CORPUS_AV_ORDINARY },
  // And corpora written in safe21n that arrived after its training, read once before training here: corpus-aw and
  // corpus-ba (two-part look-alikes), corpus-az and corpus-bb (terse older men).
  { name: 'corpus-aw', crisis: CORPUS_AW_CRISIS, ordinary: CORPUS_AW_ORDINARY },
  { name: 'corpus-az', crisis: CORPUS_AZ_CRISIS, ordinary: CORPUS_AZ_ORDINARY },
  { name: 'corpus-ba', crisis: CORPUS_BA_CRISIS, ordinary: CORPUS_BA_ORDINARY },
  { name: 'corpus-bb', crisis: CORPUS_BB_CRISIS, ordinary: CORPUS_BB_ORDINARY },
  // And corpus-bd (terse older men, three parts), written for it and read once before training.
  { name: 'corpus-bd1', crisis: CORPUSBD1_CRISIS, ordinary: CORPUSBD1_ORDINARY },
  { name: 'corpus-bd2', crisis: CORPUSBD2_CRISIS, ordinary: CORPUSBD2_ORDINARY },
  { name: 'corpus-bd3', crisis: CORPUSBD3_CRISIS, ordinary: CORPUSBD3_ORDINARY },
  // And corpus-be (two- and three-part look-alikes, three parts), written for it and read once before training.
  { name: 'corpus-be1', crisis: CORPUSBE1_CRISIS, ordinary: CORPUSBE1_ORDINARY },
  { name: 'corpus-be2', crisis: CORPUSBE2_CRISIS, ordinary: CORPUSBE2_ORDINARY },
  { name: 'corpus-be3', crisis: CORPUSBE3_CRISIS, ordinary: CORPUSBE3_ORDINARY },
  // And corpus-bf (older women who understate) and corpus-bg (poverty and money), three parts each, written for it and
  // read once before training.
  { name: 'corpus-bf1', crisis: CORPUSBF1_CRISIS, ordinary: CORPUSBF1_ORDINARY },
  { name: 'corpus-bf2', crisis: CORPUSBF2_CRISIS, ordinary: CORPUSBF2_ORDINARY },
  { name: 'corpus-bf3', crisis: CORPUSBF3_CRISIS, ordinary: CORPUSBF3_ORDINARY },
  { name: 'corpus-bg1', crisis: CORPUSBG1_CRISIS, ordinary: CORPUSBG1_ORDINARY },
  { name: 'corpus-bg2', crisis: CORPUSBG2_CRISIS, ordinary: CORPUSBG2_ORDINARY },
  { name: 'corpus-bg3', crisis: CORPUSBG3_CRISIS, ordinary: CORPUSBG3_ORDINARY },
  // And corpus-bi (terse older men again) and corpus-bj (chronic illness), three parts each, read once before training.
  { name: 'corpus-bi1', crisis: CORPUSBI1_CRISIS, ordinary: CORPUSBI1_ORDINARY },
  { name: 'corpus-bi2', crisis: CORPUSBI2_CRISIS, ordinary: CORPUSBI2_ORDINARY },
  { name: 'corpus-bi3', crisis: CORPUSBI3_CRISIS, ordinary: CORPUSBI3_ORDINARY },
  { name: 'corpus-bj1', crisis: CORPUSBJ1_CRISIS, ordinary: CORPUSBJ1_ORDINARY },
  { name: 'corpus-bj2', crisis: CORPUSBJ2_CRISIS, ordinary: CORPUSBJ2_ORDINARY },
  { name: 'corpus-bj3', crisis: CORPUSBJ3_CRISIS, ordinary: CORPUSBJ3_ORDINARY },
  // And corpus-bh1 (grumbling, sarcastic elders; the first of three parts, the only one finished before training).
  { name: 'corpus-bh1', crisis: CORPUSBH1_CRISIS, ordinary: CORPUSBH1_ORDINARY },
  // And corpus-bk (chronic illness), corpus-bl (bitter and sarcastic) and corpus-bm (very short one-liners), two parts
  // each, read once with the layers of 6dd5974 before the last retraining.
  { name: 'corpus-bk1', crisis: CORPUSBK1_CRISIS, ordinary: CORPUSBK1_ORDINARY },
  { name: 'corpus-bk2', crisis: CORPUSBK2_CRISIS, ordinary: CORPUSBK2_ORDINARY },
  { name: 'corpus-bl1', crisis: CORPUSBL1_CRISIS, ordinary: CORPUSBL1_ORDINARY },
  { name: 'corpus-bl2', crisis: CORPUSBL2_CRISIS, ordinary: CORPUSBL2_ORDINARY },
  { name: 'corpus-bm1', crisis: CORPUSBM1_CRISIS, ordinary: CORPUSBM1_ORDINARY },
  { name: 'corpus-bm2', crisis: CORPUSBM2_CRISIS, ordinary: CORPUSBM2_ORDINARY },
  // Round safe21p: the unseen reads of safe21o (blind-41 terse older men, blind-42 and corpus-bh2/-bh3 grumbling,
  // corpus-bc chronic illness), read once sentence by sentence before training.
  { name: 'blind-41', crisis: BLIND41_CRISIS, ordinary: BLIND41_ORDINARY },
  { name: 'blind-42', crisis: BLIND42_CRISIS, ordinary: BLIND42_ORDINARY },
  { name: 'corpus-bc', crisis: CORPUSBC_CRISIS, ordinary: CORPUSBC_ORDINARY },
  { name: 'corpus-bh2', crisis: CORPUSBH2_CRISIS, ordinary: CORPUSBH2_ORDINARY },
  { name: 'corpus-bh3', crisis: CORPUSBH3_CRISIS, ordinary: CORPUSBH3_ORDINARY },
  // And corpus-bp1/-bp2 (grief and bereavement), written for it and read once before training; corpus-bp3 stays unseen.
  { name: 'corpus-bp1', crisis: CORPUSBP1_CRISIS, ordinary: CORPUSBP1_ORDINARY },
  { name: 'corpus-bp2', crisis: CORPUSBP2_CRISIS, ordinary: CORPUSBP2_ORDINARY },
  // And corpus-bn (very short one-liners) and corpus-bo (answers to the companion's questions), three parts each,
  // written for it and read once with an interim model before training.
  { name: 'corpus-bn1', crisis: CORPUSBN1_CRISIS, ordinary: CORPUSBN1_ORDINARY },
  { name: 'corpus-bn2', crisis: CORPUSBN2_CRISIS, ordinary: CORPUSBN2_ORDINARY },
  { name: 'corpus-bn3', crisis: CORPUSBN3_CRISIS, ordinary: CORPUSBN3_ORDINARY },
  { name: 'corpus-bo1', crisis: CORPUSBO1_CRISIS, ordinary: CORPUSBO1_ORDINARY },
  { name: 'corpus-bo2', crisis: CORPUSBO2_CRISIS, ordinary: CORPUSBO2_ORDINARY },
  { name: 'corpus-bo3', crisis: CORPUSBO3_CRISIS, ordinary: CORPUSBO3_ORDINARY },
  // And corpus-br (short polite one-liners), three parts, read once with the model of 8c6d256 before the last retraining.
  { name: 'corpus-br1', crisis: CORPUSBR1_CRISIS, ordinary: CORPUSBR1_ORDINARY },
  { name: 'corpus-br2', crisis: CORPUSBR2_CRISIS, ordinary: CORPUSBR2_ORDINARY },
  { name: 'corpus-br3', crisis: CORPUSBR3_CRISIS, ordinary: CORPUSBR3_ORDINARY },
  // And corpus-bq (regional one-liners), three parts, read once at 56e962b.
  { name: 'corpus-bq1', crisis: CORPUSBQ1_CRISIS, ordinary: CORPUSBQ1_ORDINARY },
  { name: 'corpus-bq2', crisis: CORPUSBQ2_CRISIS, ordinary: CORPUSBQ2_ORDINARY },
  { name: 'corpus-bq3', crisis: CORPUSBQ3_CRISIS, ordinary: CORPUSBQ3_ORDINARY },
  // And corpus-bs (one-liners in the quiet categories: passive wishes, burden, farewells), three parts, read once at 6e15314.
  { name: 'corpus-bs1', crisis: CORPUSBS1_CRISIS, ordinary: CORPUSBS1_ORDINARY },
  { name: 'corpus-bs2', crisis: CORPUSBS2_CRISIS, ordinary: CORPUSBS2_ORDINARY },
  { name: 'corpus-bs3', crisis: CORPUSBS3_CRISIS, ordinary: CORPUSBS3_ORDINARY },
  // And corpus-bt (the quiet categories in one or two sentences), three parts, read once at f05378a before the last retraining.
  { name: 'corpus-bt1', crisis: CORPUSBT1_CRISIS, ordinary: CORPUSBT1_ORDINARY },
  { name: 'corpus-bt2', crisis: CORPUSBT2_CRISIS, ordinary: CORPUSBT2_ORDINARY },
  { name: 'corpus-bt3', crisis: CORPUSBT3_CRISIS, ordinary: CORPUSBT3_ORDINARY },
  // Round safe21q: the unseen reads of safe21p (blind-43 very short one-liners, blind-44 answers to the companion's
  // questions, blind-45 short lines, blind-46 quiet one-liners, corpus-bp3 grief), read once sentence by sentence before training.
  { name: 'blind-43', crisis: BLIND43_CRISIS, ordinary: BLIND43_ORDINARY },
  { name: 'blind-44', crisis: BLIND44_CRISIS, ordinary: BLIND44_ORDINARY },
  { name: 'blind-45', crisis: BLIND45_CRISIS, ordinary: BLIND45_ORDINARY },
  { name: 'blind-46', crisis: BLIND46_CRISIS, ordinary: BLIND46_ORDINARY },
  { name: 'corpus-bp3', crisis: CORPUSBP3_CRISIS, ordinary: CORPUSBP3_ORDINARY },
  // And corpus-bv (very short phone-typed lines), written for it and read once before training.
  { name: 'corpus-bv1', crisis: CORPUSBV1_CRISIS, ordinary: CORPUSBV1_ORDINARY },
  { name: 'corpus-bv2', crisis: CORPUSBV2_CRISIS, ordinary: CORPUSBV2_ORDINARY },
  // And corpus-bw1 (crises said in passing in a message about the day), read once before training.
  { name: 'corpus-bw1', crisis: CORPUSBW1_CRISIS, ordinary: CORPUSBW1_ORDINARY },
  // And corpus-bu (one-liners in the quiet categories from other voices), read once before training.
  { name: 'corpus-bu1', crisis: CORPUSBU1_CRISIS, ordinary: CORPUSBU1_ORDINARY },
  { name: 'corpus-bu2', crisis: CORPUSBU2_CRISIS, ordinary: CORPUSBU2_ORDINARY },
  { name: 'corpus-bu3', crisis: CORPUSBU3_CRISIS, ordinary: CORPUSBU3_ORDINARY },
  { name: 'corpus-bu4', crisis: CORPUSBU4_CRISIS, ordinary: CORPUSBU4_ORDINARY },
  // And corpus-bx1 (answers to the companion's questions in the quiet categories), read once before training.
  { name: 'corpus-bx1', crisis: CORPUSBX1_CRISIS, ordinary: CORPUSBX1_ORDINARY },
  // Round safe21r: the unseen reads of safe21q (blind-47 quiet one-liners, blind-48 crises said in passing, blind-49
  // short lines), read once sentence by sentence before training.
  { name: 'blind-47', crisis: BLIND47_CRISIS, ordinary: BLIND47_ORDINARY },
  { name: 'blind-48', crisis: BLIND48_CRISIS, ordinary: BLIND48_ORDINARY },
  { name: 'blind-49', crisis: BLIND49_CRISIS, ordinary: BLIND49_ORDINARY },
  { name: 'corpus-by2', crisis: CORPUSBY2_CRISIS, ordinary: CORPUSBY2_ORDINARY },
  { name: 'corpus-by4', crisis: CORPUSBY4_CRISIS, ordinary: CORPUSBY4_ORDINARY },
  { name: 'corpus-by1', crisis: CORPUSBY1_CRISIS, ordinary: CORPUSBY1_ORDINARY },
  // Round safe21s: the unseen reads of safe21r (blind-50..53 sealed, corpus-bz1 self-naming, corpus-by3 long messages),
  // read once sentence by sentence before training.
  { name: 'blind-50', crisis: BLIND50_CRISIS, ordinary: BLIND50_ORDINARY },
  { name: 'blind-51', crisis: BLIND51_CRISIS, ordinary: BLIND51_ORDINARY },
  { name: 'blind-52', crisis: BLIND52_CRISIS, ordinary: BLIND52_ORDINARY },
  { name: 'blind-53', crisis: BLIND53_CRISIS, ordinary: BLIND53_ORDINARY },
  { name: 'corpus-bz1', crisis: CORPUSBZ1_CRISIS, ordinary: CORPUSBZ1_ORDINARY },
  { name: 'corpus-by3', crisis: CORPUSBY3_CRISIS, ordinary: CORPUSBY3_ORDINARY },
  // Written in safe21s by helpers that read no project file, each read once before training.
  { name: 'corpus-cb', crisis: CORPUSCB_CRISIS, ordinary: CORPUSCB_ORDINARY },
  { name: 'corpus-ca', crisis: CORPUSCA_CRISIS, ordinary: CORPUSCA_ORDINARY },
  { name: 'corpus-cc', crisis: CORPUSCC_CRISIS, ordinary: CORPUSCC_ORDINARY },
  { name: 'corpus-cd', crisis: CORPUSCD_CRISIS, ordinary: CORPUSCD_ORDINARY },
  { name: 'corpus-ce', crisis: CORPUSCE_CRISIS, ordinary: CORPUSCE_ORDINARY },
  // Round safe21t: the sealed sets of safe21s (blind-54..57), read sentence by sentence before training.
  { name: 'blind-54', crisis: BLIND54_CRISIS, ordinary: BLIND54_ORDINARY },
  { name: 'blind-55', crisis: BLIND55_CRISIS, ordinary: BLIND55_ORDINARY },
  { name: 'blind-56', crisis: BLIND56_CRISIS, ordinary: BLIND56_ORDINARY },
  { name: 'blind-57', crisis: BLIND57_CRISIS, ordinary: BLIND57_ORDINARY },
  // Written in safe21t by helpers that read no project file, each read once before training.
  { name: 'corpus-cf', crisis: CORPUSCF_CRISIS, ordinary: CORPUSCF_ORDINARY },
  { name: 'corpus-cg', crisis: CORPUSCG_CRISIS, ordinary: CORPUSCG_ORDINARY },
  { name: 'corpus-ch', crisis: CORPUSCH_CRISIS, ordinary: CORPUSCH_ORDINARY },
  { name: 'corpus-ci', crisis: CORPUSCI_CRISIS, ordinary: CORPUSCI_ORDINARY },
  { name: 'corpus-cj', crisis: CORPUSCJ_CRISIS, ordinary: CORPUSCJ_ORDINARY },
  { name: 'corpus-ck', crisis: CORPUSCK_CRISIS, ordinary: CORPUSCK_ORDINARY },
  // Sealed at the start of safe21t (blind-58..61), read as counts, then sentence by sentence, before training.
  { name: 'blind-58', crisis: BLIND58_CRISIS, ordinary: BLIND58_ORDINARY },
  { name: 'blind-59', crisis: BLIND59_CRISIS, ordinary: BLIND59_ORDINARY },
  { name: 'blind-60', crisis: BLIND60_CRISIS, ordinary: BLIND60_ORDINARY },
  { name: 'blind-61', crisis: BLIND61_CRISIS, ordinary: BLIND61_ORDINARY },
  { name: 'blind-62', crisis: BLIND62_CRISIS, ordinary: BLIND62_ORDINARY },
  { name: 'blind-63', crisis: BLIND63_CRISIS, ordinary: BLIND63_ORDINARY },
  // Sealed through safe21t, read sentence by sentence at the start of safe21u.
  { name: 'blind-64', crisis: BLIND64_CRISIS, ordinary: BLIND64_ORDINARY },
  { name: 'blind-65', crisis: BLIND65_CRISIS, ordinary: BLIND65_ORDINARY },
  // Written in safe21u by helpers that read no project file, each read once before training.
  { name: 'corpus-cl', crisis: CORPUSCL_CRISIS, ordinary: CORPUSCL_ORDINARY },
  { name: 'corpus-cm', crisis: CORPUSCM_CRISIS, ordinary: CORPUSCM_ORDINARY },
  { name: 'corpus-cn', crisis: CORPUSCN_CRISIS, ordinary: CORPUSCN_ORDINARY },
  // Sealed at the start of safe21u (blind-66..69), read as counts; 66 and 67 then sentence by sentence, before training.
  { name: 'blind-66', crisis: BLIND66_CRISIS, ordinary: BLIND66_ORDINARY },
  { name: 'blind-67', crisis: BLIND67_CRISIS, ordinary: BLIND67_ORDINARY },
  { name: 'corpus-co', crisis: CORPUSCO_CRISIS, ordinary: CORPUSCO_ORDINARY },
  { name: 'corpus-cp', crisis: CORPUSCP_CRISIS, ordinary: CORPUSCP_ORDINARY },
  { name: 'corpus-cq', crisis: CORPUSCQ_CRISIS, ordinary: CORPUSCQ_ORDINARY },
  { name: 'corpus-cr', crisis: CORPUSCR_CRISIS, ordinary: CORPUSCR_ORDINARY },
  // Sealed through safe21u (blind-68..71), read sentence by sentence at the start of safe21v.
  { name: 'blind-68', crisis: BLIND68_CRISIS, ordinary: BLIND68_ORDINARY },
  { name: 'blind-69', crisis: BLIND69_CRISIS, ordinary: BLIND69_ORDINARY },
  { name: 'blind-70', crisis: BLIND70_CRISIS, ordinary: BLIND70_ORDINARY },
  { name: 'blind-71', crisis: BLIND71_CRISIS, ordinary: BLIND71_ORDINARY },
  // Written in safe21v by helpers that read no project file, each read once before training.
  { name: 'corpus-cs', crisis: CORPUSCS_CRISIS, ordinary: CORPUSCS_ORDINARY },
  { name: 'corpus-ct', crisis: CORPUSCT_CRISIS, ordinary: CORPUSCT_ORDINARY },
  { name: 'corpus-cu', crisis: CORPUSCU_CRISIS, ordinary: CORPUSCU_ORDINARY },
  { name: 'corpus-cv', crisis: CORPUSCV_CRISIS, ordinary: CORPUSCV_ORDINARY },
  { name: 'corpus-cw', crisis: CORPUSCW_CRISIS, ordinary: CORPUSCW_ORDINARY },
  { name: 'corpus-cx', crisis: CORPUSCX_CRISIS, ordinary: CORPUSCX_ORDINARY },
  { name: 'corpus-cy', crisis: CORPUSCY_CRISIS, ordinary: CORPUSCY_ORDINARY },
  { name: 'corpus-cz', crisis: CORPUSCZ_CRISIS, ordinary: CORPUSCZ_ORDINARY },
  { name: 'corpus-da', crisis: CORPUSDA_CRISIS, ordinary: CORPUSDA_ORDINARY },
  { name: 'corpus-db', crisis: CORPUSDB_CRISIS, ordinary: CORPUSDB_ORDINARY },
  { name: 'corpus-dc', crisis: CORPUSDC_CRISIS, ordinary: CORPUSDC_ORDINARY },
  { name: 'corpus-dd', crisis: CORPUSDD_CRISIS, ordinary: CORPUSDD_ORDINARY },
  { name: 'corpus-de', crisis: CORPUSDE_CRISIS, ordinary: CORPUSDE_ORDINARY },
  { name: 'corpus-df', crisis: CORPUSDF_CRISIS, ordinary: CORPUSDF_ORDINARY },
  { name: 'corpus-dg', crisis: CORPUSDG_CRISIS, ordinary: CORPUSDG_ORDINARY },
  { name: 'corpus-dh', crisis: CORPUSDH_CRISIS, ordinary: CORPUSDH_ORDINARY },
  { name: 'corpus-di', crisis: CORPUSDI_CRISIS, ordinary: CORPUSDI_ORDINARY },
  { name: 'corpus-dj', crisis: CORPUSDJ_CRISIS, ordinary: CORPUSDJ_ORDINARY },
  { name: 'corpus-dk', crisis: CORPUSDK_CRISIS, ordinary: CORPUSDK_ORDINARY },
  { name: 'corpus-dl', crisis: CORPUSDL_CRISIS, ordinary: CORPUSDL_ORDINARY },
  { name: 'corpus-dm', crisis: CORPUSDM_CRISIS, ordinary: CORPUSDM_ORDINARY },
  { name: 'corpus-dn', crisis: CORPUSDN_CRISIS, ordinary: CORPUSDN_ORDINARY },
  { name: 'corpus-do', crisis: CORPUSDO_CRISIS, ordinary: CORPUSDO_ORDINARY },
  { name: 'corpus-dp', crisis: CORPUSDP_CRISIS, ordinary: CORPUSDP_ORDINARY },
  { name: 'corpus-dq', crisis: CORPUSDQ_CRISIS, ordinary: CORPUSDQ_ORDINARY },
  { name: 'corpus-dr', crisis: CORPUSDR_CRISIS, ordinary: CORPUSDR_ORDINARY },
  { name: 'corpus-ds', crisis: CORPUSDS_CRISIS, ordinary: CORPUSDS_ORDINARY },
  { name: 'corpus-dt', crisis: CORPUSDT_CRISIS, ordinary: CORPUSDT_ORDINARY },
  // Sealed through safe21v (blind-72..75), read sentence by sentence at the start of safe21w.
  { name: 'blind-72', crisis: BLIND72_CRISIS, ordinary: BLIND72_ORDINARY },
  { name: 'blind-73', crisis: BLIND73_CRISIS, ordinary: BLIND73_ORDINARY },
  { name: 'blind-74', crisis: BLIND74_CRISIS, ordinary: BLIND74_ORDINARY },
  { name: 'blind-75', crisis: BLIND75_CRISIS, ordinary: BLIND75_ORDINARY },
  // Written in safe21w by helpers that read no project file, each read once before training.
  { name: 'corpus-du', crisis: CORPUSDU_CRISIS, ordinary: CORPUSDU_ORDINARY },
  { name: 'corpus-dv', crisis: CORPUSDV_CRISIS, ordinary: CORPUSDV_ORDINARY },
  { name: 'corpus-dw', crisis: CORPUSDW_CRISIS, ordinary: CORPUSDW_ORDINARY },
  { name: 'corpus-dx', crisis: CORPUSDX_CRISIS, ordinary: CORPUSDX_ORDINARY },
  { name: 'corpus-dy', crisis: CORPUSDY_CRISIS, ordinary: CORPUSDY_ORDINARY },
  { name: 'corpus-dz', crisis: CORPUSDZ_CRISIS, ordinary: CORPUSDZ_ORDINARY },
  { name: 'corpus-ea', crisis: CORPUSEA_CRISIS, ordinary: CORPUSEA_ORDINARY },
  { name: 'corpus-eb', crisis: CORPUSEB_CRISIS, ordinary: CORPUSEB_ORDINARY },
  { name: 'corpus-ec', crisis: CORPUSEC_CRISIS, ordinary: CORPUSEC_ORDINARY },
  { name: 'corpus-ed', crisis: CORPUSED_CRISIS, ordinary: CORPUSED_ORDINARY },
  { name: 'corpus-ee', crisis: CORPUSEE_CRISIS, ordinary: CORPUSEE_ORDINARY },
  { name: 'corpus-ef', crisis: CORPUSEF_CRISIS, ordinary: CORPUSEF_ORDINARY },
  { name: 'corpus-eg', crisis: CORPUSEG_CRISIS, ordinary: CORPUSEG_ORDINARY },
  { name: 'corpus-eh', crisis: CORPUSEH_CRISIS, ordinary: CORPUSEH_ORDINARY },
  { name: 'corpus-ei', crisis: CORPUSEI_CRISIS, ordinary: CORPUSEI_ORDINARY },
  { name: 'corpus-ej', crisis: CORPUSEJ_CRISIS, ordinary: CORPUSEJ_ORDINARY },
  { name: 'corpus-ek', crisis: CORPUSEK_CRISIS, ordinary: CORPUSEK_ORDINARY },
  { name: 'corpus-el', crisis: CORPUSEL_CRISIS, ordinary: CORPUSEL_ORDINARY },
  { name: 'corpus-em', crisis: CORPUSEM_CRISIS, ordinary: CORPUSEM_ORDINARY },
  { name: 'corpus-en', crisis: CORPUSEN_CRISIS, ordinary: CORPUSEN_ORDINARY },
  { name: 'blind-76', crisis: BLIND76_CRISIS, ordinary: BLIND76_ORDINARY },
  { name: 'blind-77', crisis: BLIND77_CRISIS, ordinary: BLIND77_ORDINARY },
  { name: 'blind-78', crisis: BLIND78_CRISIS, ordinary: BLIND78_ORDINARY },
  { name: 'blind-79', crisis: BLIND79_CRISIS, ordinary: BLIND79_ORDINARY },
  { name: 'corpus-eo', crisis: CORPUSEO_CRISIS, ordinary: CORPUSEO_ORDINARY },
  { name: 'corpus-ep', crisis: CORPUSEP_CRISIS, ordinary: CORPUSEP_ORDINARY },
  { name: 'corpus-eq', crisis: CORPUSEQ_CRISIS, ordinary: CORPUSEQ_ORDINARY },
  { name: 'corpus-er', crisis: CORPUSER_CRISIS, ordinary: CORPUSER_ORDINARY },
  { name: 'corpus-es', crisis: CORPUSES_CRISIS, ordinary: CORPUSES_ORDINARY },
  { name: 'corpus-et', crisis: CORPUSET_CRISIS, ordinary: CORPUSET_ORDINARY },
  { name: 'corpus-eu', crisis: CORPUSEU_CRISIS, ordinary: CORPUSEU_ORDINARY },
  { name: 'corpus-ev', crisis: CORPUSEV_CRISIS, ordinary: CORPUSEV_ORDINARY },
  { name: 'corpus-ew', crisis: CORPUSEW_CRISIS, ordinary: CORPUSEW_ORDINARY },
  { name: 'corpus-ex', crisis: CORPUSEX_CRISIS, ordinary: CORPUSEX_ORDINARY },
  { name: 'corpus-ey', crisis: CORPUSEY_CRISIS, ordinary: CORPUSEY_ORDINARY },
  { name: 'corpus-ez', crisis: CORPUSEZ_CRISIS, ordinary: CORPUSEZ_ORDINARY },
  { name: 'corpus-fa', crisis: CORPUSFA_CRISIS, ordinary: CORPUSFA_ORDINARY },
  { name: 'corpus-fb', crisis: CORPUSFB_CRISIS, ordinary: CORPUSFB_ORDINARY },
  { name: 'corpus-fc', crisis: CORPUSFC_CRISIS, ordinary: CORPUSFC_ORDINARY },
  { name: 'corpus-fd', crisis: CORPUSFD_CRISIS, ordinary: CORPUSFD_ORDINARY },
  { name: 'corpus-fe', crisis: CORPUSFE_CRISIS, ordinary: CORPUSFE_ORDINARY },
  { name: 'corpus-ff', crisis: CORPUSFF_CRISIS, ordinary: CORPUSFF_ORDINARY },
  { name: 'corpus-fg', crisis: CORPUSFG_CRISIS, ordinary: CORPUSFG_ORDINARY },
  { name: 'corpus-fh', crisis: CORPUSFH_CRISIS, ordinary: CORPUSFH_ORDINARY },
  { name: 'corpus-fi', crisis: CORPUSFI_CRISIS, ordinary: CORPUSFI_ORDINARY },
  { name: 'corpus-fj', crisis: CORPUSFJ_CRISIS, ordinary: CORPUSFJ_ORDINARY },
  { name: 'corpus-fk', crisis: CORPUSFK_CRISIS, ordinary: CORPUSFK_ORDINARY },
  { name: 'corpus-fl', crisis: CORPUSFL_CRISIS, ordinary: CORPUSFL_ORDINARY },
  { name: 'corpus-fm', crisis: CORPUSFM_CRISIS, ordinary: CORPUSFM_ORDINARY },
  { name: 'corpus-fn', crisis: CORPUSFN_CRISIS, ordinary: CORPUSFN_ORDINARY },
  { name: 'corpus-fo', crisis: CORPUSFO_CRISIS, ordinary: CORPUSFO_ORDINARY },
  { name: 'corpus-fp', crisis: CORPUSFP_CRISIS, ordinary: CORPUSFP_ORDINARY },
  { name: 'corpus-fq', crisis: CORPUSFQ_CRISIS, ordinary: CORPUSFQ_ORDINARY },
  { name: 'corpus-fr', crisis: CORPUSFR_CRISIS, ordinary: CORPUSFR_ORDINARY },
  { name: 'corpus-fs', crisis: CORPUSFS_CRISIS, ordinary: CORPUSFS_ORDINARY },
  { name: 'corpus-ft', crisis: CORPUSFT_CRISIS, ordinary: CORPUSFT_ORDINARY },
  { name: 'corpus-fu', crisis: CORPUSFU_CRISIS, ordinary: CORPUSFU_ORDINARY },
  { name: 'corpus-fv', crisis: CORPUSFV_CRISIS, ordinary: CORPUSFV_ORDINARY },
  { name: 'corpus-fw', crisis: CORPUSFW_CRISIS, ordinary: CORPUSFW_ORDINARY },
  { name: 'corpus-fx', crisis: CORPUSFX_CRISIS, ordinary: CORPUSFX_ORDINARY },
  { name: 'corpus-fy', crisis: CORPUSFY_CRISIS, ordinary: CORPUSFY_ORDINARY },
  { name: 'corpus-fz', crisis: CORPUSFZ_CRISIS, ordinary: CORPUSFZ_ORDINARY },
  { name: 'corpus-ga', crisis: CORPUSGA_CRISIS, ordinary: CORPUSGA_ORDINARY },
  { name: 'corpus-gb', crisis: CORPUSGB_CRISIS, ordinary: CORPUSGB_ORDINARY },
];

/** Measured once with the final model; never trained or tuned on. */
export const FINAL_BATCH: Batch = { name: 'blind-final', crisis: FINAL_CRISIS, ordinary: FINAL_ORDINARY };

const key = (text: string) => normalise(text).compact;

/** Everyday messages from the emotion set (ai/test/emotion/labelled.ts) labelled glad, calm or looking forward. */
export const EVERYDAY: string[] = LABELLED.filter(([, emotion]) => emotion === '기쁨' || emotion === '평온' || emotion === '설렘').map(([text]) => text);

/**
 * Help requests (ai/test/help-request/wishes.ts) the rules see nothing in: every other one trains
 * (a concern would hold the request back in the chat), the rest measures plain chat in the bench.
 */
const PLAIN_WISHES = WISHES.map(([text]) => text).filter((text) => assessRules(text).level === 'none');
export const WISHES_TRAINED = PLAIN_WISHES.filter((_, i) => i % 2 === 0);
export const WISHES_MEASURED = PLAIN_WISHES.filter((_, i) => i % 2 === 1);

/**
 * So-so answers: after blind-14 (dialect plans ending 그래요, 그냥 갈라요) a lone 그냥 그래요 scored as a
 * crisis. Written for this (not taken from a test); a plain answer with nothing dark in it.
 */
const SO_SO = ['그냥 그렇네요', '오늘은 그냥 그래', '그냥 그랬어요 별일 없었어요', '뭐 그냥 그래요 늘 똑같지', '그저 그래요', '그냥저냥 지내요', '그냥 그렇지요 뭐', '요새 그냥 그래 그럭저럭', '기분은 그냥 그래요 나쁘진 않아', '그냥 그런 하루였어요'];

const TUNED_WEIGHT = 3;

export function batchExamples(batch: Batch): GroupedExample[] {
  return [
    ...batch.crisis.map(([text, category]) => ({ text, label: category as Label, group: batch.name })),
    ...batch.ordinary.map((text) => ({ text, label: 'NONE' as Label, group: batch.name })),
  ];
}

/**
 * The blind batches were copied into ai/test/safety after their measurement; a copy counts as
 * its batch (so leaving the batch out leaves the copy out too), and every sentence once.
 */
export function trainingExamples(): GroupedExample[] {
  const final = new Set(batchExamples(FINAL_BATCH).map((example) => key(example.text)));
  const seen = new Set<string>();
  const out: GroupedExample[] = [];
  const add = (example: GroupedExample) => {
    const k = key(example.text);
    // A sentence that is also in blind-final (a few short ordinary ones) stays out of training.
    if (final.has(k) || seen.has(k)) return;
    seen.add(k);
    out.push(example);
  };
  for (const batch of CV_BATCHES) batchExamples(batch).forEach(add);
  // The team's own sets (each sentence chosen to teach one distinction) count three times: among
  // 9,000 corpus sentences at weight 1 the model no longer fitted them (김치가 없어지면 또 담그면 돼 scored 0.60).
  for (const [category, sentences] of Object.entries(CRISIS)) for (const text of sentences) add({ text, label: category as Label, group: 'tuned', weight: TUNED_WEIGHT });
  for (const sentences of Object.values(ORDINARY)) for (const text of sentences) add({ text, label: 'NONE', group: 'tuned', weight: TUNED_WEIGHT });
  for (const text of CONCERN_SENTENCES) add({ text, label: 'CONCERN', group: 'tuned', weight: TUNED_WEIGHT });
  // Plain chat: the look-alikes above are all about death, means or the body, so without these
  // a short everyday message (그냥 그래요) had nothing to compare with.
  for (const text of [...EVERYDAY, ...WISHES_TRAINED, ...SO_SO]) add({ text, label: 'NONE', group: 'everyday' });
  return out;
}
