/***************************************************************************
  answerkey.h: rows of answer_key.csv (apn, screen, field, expected, why)
  and the RFC 4180 writer for them.
 ***************************************************************************/
#ifndef SAMPLECITY_ANSWERKEY_H
#define SAMPLECITY_ANSWERKEY_H

#include <string>
#include <vector>

namespace samplecity
{

  struct AnswerRow
  {
    std::string apn;
    std::string screen; // vacantparcels, hillside, esaadjacency, infeasibility
    std::string field;  // a contract field of DESIGN.md
    std::string expected;
    std::string why;
  };

  //! A number as the key prints it: at most \a decimals decimals, no trailing zeros, "-0" never.
  std::string formatNumber( double value, int decimals );

  //! The same, keeping exactly one decimal (slopes read "30.0").
  std::string formatOneDecimal( double value );

  //! Writes the key with a header row, CRLF line ends and quotes where RFC 4180 needs them.
  void writeAnswerKey( const std::string &path, const std::vector<AnswerRow> &rows );

} // namespace samplecity

#endif // SAMPLECITY_ANSWERKEY_H
