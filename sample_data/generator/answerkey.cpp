/***************************************************************************
  answerkey.cpp: number formatting and the CSV writer of the answer key.
 ***************************************************************************/
#include "answerkey.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    std::string quoted( const std::string &field )
    {
      if ( field.find_first_of( ",\"\r\n" ) == std::string::npos )
        return field;
      std::string out = "\"";
      for ( char c : field )
      {
        if ( c == '"' )
          out += "\"\"";
        else
          out += c;
      }
      return out + "\"";
    }
  } // namespace

  std::string formatNumber( double value, int decimals )
  {
    char buffer[64];
    std::snprintf( buffer, sizeof buffer, "%.*f", decimals, value );
    std::string s = buffer;
    if ( s.find( '.' ) != std::string::npos )
    {
      while ( s.back() == '0' )
        s.pop_back();
      if ( s.back() == '.' )
        s.pop_back();
    }
    if ( s == "-0" )
      s = "0";
    return s;
  }

  std::string formatOneDecimal( double value )
  {
    char buffer[64];
    std::snprintf( buffer, sizeof buffer, "%.1f", value );
    std::string s = buffer;
    return s == "-0.0" ? "0.0" : s;
  }

  void writeAnswerKey( const std::string &path, const std::vector<AnswerRow> &rows )
  {
    std::ofstream out( path, std::ios::binary | std::ios::trunc );
    if ( !out )
      throw std::runtime_error( "cannot write " + path );
    out << "apn,screen,field,expected,why\r\n";
    for ( const AnswerRow &row : rows )
      out << quoted( row.apn ) << ',' << quoted( row.screen ) << ',' << quoted( row.field ) << ',' << quoted( row.expected ) << ',' << quoted( row.why ) << "\r\n";
    if ( !out )
      throw std::runtime_error( "cannot write " + path );
  }

} // namespace samplecity
